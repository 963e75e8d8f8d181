import { describe, expect, it } from 'vitest';
import { accessTokenClaims, idTokenClaims, type TokenContext } from './token-claims.js';
import { buildUserRecord } from './users.js';

const user = buildUserRecord(
  {
    poolId: 'us-east-1_Test',
    username: 'Ada',
    password: 'Correct-Horse-1',
    attributes: { email: 'ada@example.com', email_verified: 'true', 'custom:firstName': 'Ada' },
    status: 'CONFIRMED',
  },
  0,
  '11111111-2222-4333-8444-555555555555',
);
const context: TokenContext = {
  issuer: 'http://localhost:9229/us-east-1_Test',
  clientId: 'client1',
  originJti: 'origin-1',
  authTimeInMs: 1_000_000,
  nowInMs: 2_000_000,
};

describe('token claims', () => {
  it('puts Cognito’s id-token claims and the attributes, flags as booleans', () => {
    const claims = idTokenClaims(user, context, 3_600_000);
    expect(claims).toMatchObject({
      sub: user.id,
      'cognito:username': 'Ada',
      email: 'ada@example.com',
      email_verified: true,
      'custom:firstName': 'Ada',
      aud: 'client1',
      token_use: 'id',
      origin_jti: 'origin-1',
      auth_time: 1000,
      iat: 2000,
      exp: 5600,
    });
    expect(claims.jti).not.toBe(claims.event_id);
  });

  it('gives the access token client_id and the self-service scope, and no aud', () => {
    const claims = accessTokenClaims(user, context, 300_000);
    expect(claims).toMatchObject({
      client_id: 'client1',
      scope: 'aws.cognito.signin.user.admin',
      token_use: 'access',
      username: 'Ada',
      exp: 2300,
    });
    expect(claims).not.toHaveProperty('aud');
  });
});
