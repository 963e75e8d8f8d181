import { afterAll, describe, expect, it } from 'vitest';
import { amplifySrp, answerPasswordVerifier } from '../crypto/amplify-srp-client.fixture.js';
import { createPasswordVerifier, verifyClaimSignature } from '../crypto/srp.js';
import { createInlineSrpEngine, createWorkerSrpEngine, type SrpEngine } from './srp-engine.js';

const engine = createWorkerSrpEngine(2);
afterAll(() => engine.close());

/** Whether Amplify's answer to a challenge from `srp` verifies with the challenge's key. */
async function amplifyAnswerVerifies(srp: SrpEngine, typedPassword: string) {
  const verifier = createPasswordVerifier('Pool', 'ada', 'Correct-Horse-1');
  const helper = await amplifySrp.getAuthenticationHelper('Pool');
  const challenge = await srp.createPasswordChallenge({
    clientPublicAHex: helper.A.toString(16),
    verifierHex: verifier.verifierHex,
  });
  const answer = await answerPasswordVerifier(helper, 'Pool', typedPassword, {
    SALT: verifier.saltHex,
    SRP_B: challenge.publicBHex,
    SECRET_BLOCK: 'AAAA',
    USER_ID_FOR_SRP: 'ada',
  });
  return verifyClaimSignature(Buffer.from(challenge.passwordKeyBase64, 'base64'), {
    poolName: 'Pool',
    userIdForSrp: 'ada',
    secretBlockBase64: 'AAAA',
    timestamp: answer.timestamp,
    signatureBase64: answer.signature,
  });
}

describe('SRP on worker threads', () => {
  it('makes challenges whose key checks answers as the inline engine’s does', async () => {
    const answers = await Promise.all([
      amplifyAnswerVerifies(engine, 'Correct-Horse-1'),
      amplifyAnswerVerifies(engine, 'Correct-Horse-1'),
      amplifyAnswerVerifies(engine, 'Wrong-Horse-1'),
      amplifyAnswerVerifies(createInlineSrpEngine(), 'Correct-Horse-1'),
    ]);
    expect(answers).toEqual([true, true, false, true]);
  });

  it('answers a task that fails with its error, and keeps working', async () => {
    const refused = engine.createPasswordChallenge({ clientPublicAHex: '0', verifierHex: '2' });
    await expect(refused).rejects.toThrow(/SRP_A/);
    expect(await amplifyAnswerVerifies(engine, 'Correct-Horse-1')).toBe(true);
  });
});

describe('SRP when workers cannot start', () => {
  it('falls back to the event loop, including for tasks already queued', async () => {
    const broken = createWorkerSrpEngine(1, 'process.exit(1)');
    const answers = await Promise.all([
      amplifyAnswerVerifies(broken, 'Correct-Horse-1'),
      amplifyAnswerVerifies(broken, 'Correct-Horse-1'),
    ]);
    expect(answers).toEqual([true, true]);
    await broken.close();
  });
});
