import { describe, expect, it } from 'vitest';
import { assertTransition, firstStages, stages, stagesAnsweredBy, type Stage } from './stages.js';

describe('the sign-in stages', () => {
  it('lead only to stages that exist, and every stage can be reached', () => {
    const names = Object.keys(stages);
    const reached = new Set<string>(Object.values(firstStages).flat());
    for (const stage of Object.values(stages)) {
      for (const next of stage.next) {
        expect([...names, 'TOKENS']).toContain(next);
        reached.add(next);
      }
    }
    expect([...reached].sort()).toEqual([...names, 'TOKENS'].sort());
  });

  it('refuse a move the table does not list', () => {
    expect(() => assertTransition('PASSWORD_VERIFIER', 'MFA_SETUP')).not.toThrow();
    expect(() => assertTransition('USER_PASSWORD_AUTH', 'SOFTWARE_TOKEN_MFA')).not.toThrow();
    expect(() => assertTransition('MFA_SETUP', 'TOKENS')).toThrow(/MFA_SETUP to TOKENS/);
    expect(() => assertTransition('USER_SRP_AUTH', 'TOKENS')).toThrow();
    expect(() => assertTransition('SOFTWARE_TOKEN_MFA', 'MFA_SETUP_VERIFIED')).toThrow();
  });

  it('say which sessions each operation may take', () => {
    const answered = (answerer: Parameters<typeof stagesAnsweredBy>[0], name?: string) =>
      stagesAnsweredBy(answerer, name);
    expect(answered('AssociateSoftwareToken')).toEqual<Stage[]>([
      'MFA_SETUP',
      'MFA_SETUP_ASSOCIATED',
    ]);
    expect(answered('VerifySoftwareToken')).toEqual<Stage[]>(['MFA_SETUP_ASSOCIATED']);
    expect(answered('RespondToAuthChallenge', 'MFA_SETUP')).toEqual<Stage[]>([
      'MFA_SETUP_VERIFIED',
    ]);
    expect(answered('RespondToAuthChallenge', 'SOFTWARE_TOKEN_MFA')).toEqual<Stage[]>([
      'SOFTWARE_TOKEN_MFA',
    ]);
  });
});
