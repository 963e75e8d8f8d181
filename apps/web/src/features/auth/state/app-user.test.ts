import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_USER } from './app-user';

describe('buildUser', () => {
  it('merges identity attributes over the client defaults', () => {
    const user = buildUser('ada', {
      sub: 'abc-123',
      email: 'ada@example.com',
      email_verified: 'true',
      'custom:firstName': 'Ada',
      'custom:lastName': 'Lovelace',
    });
    expect(user).toEqual({
      ...DEFAULT_USER,
      id: 'abc-123',
      cognitoId: 'abc-123',
      username: 'ada',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      verificationStatus: 'verified',
    });
  });

  it('keeps roles false, dates null and email flags false', () => {
    const user = buildUser('bob', { sub: 's', email_verified: 'false' });
    expect(user.verificationStatus).toBe('pending');
    expect(user).toMatchObject({ isAdmin: false, isTrustee: false, isReadOnly: false });
    expect(user).toMatchObject({
      trialStartDate: null,
      accessEndDate: null,
      firstEmailSent: false,
    });
  });
});
