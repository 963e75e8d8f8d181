import { totpCodeAt } from '../../packages/identity/src/crypto/totp.js';
import type { BenchUser } from './bench-user.js';
import type { CognitoHttp } from './cognito-http.js';
import { answerPasswordVerifier, type ClientEphemeral } from './srp-client.js';

interface Target {
  http: CognitoHttp;
  poolId: string;
  clientId: string;
}

function challengeOf(step: Record<string, unknown>, expected: string) {
  if (step.ChallengeName !== expected) {
    throw new Error(`expected ${expected}, got ${String(step.ChallengeName ?? 'tokens')}`);
  }
  return {
    session: String(step.Session),
    parameters: (step.ChallengeParameters ?? {}) as Record<string, string>,
  };
}

/**
 * USER_SRP_AUTH → PASSWORD_VERIFIER → SOFTWARE_TOKEN_MFA → tokens, the calls Amplify makes.
 * `client` is the client's SRP ephemeral, made before the timed run (see load-generator.ts).
 */
export async function signIn(
  { http, poolId, clientId }: Target,
  user: BenchUser,
  client: ClientEphemeral,
): Promise<void> {
  const started = await http.call('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: user.username, SRP_A: client.publicAHex },
  });
  const verifier = challengeOf(started, 'PASSWORD_VERIFIER');
  const userIdForSrp = verifier.parameters.USER_ID_FOR_SRP ?? '';
  const secretBlock = verifier.parameters.SECRET_BLOCK ?? '';
  const claim = answerPasswordVerifier(client, {
    poolName: poolId.split('_')[1] ?? '',
    userIdForSrp,
    password: user.password,
    saltHex: verifier.parameters.SALT ?? '',
    verifierHex: user.verifierHex,
    serverPublicBHex: verifier.parameters.SRP_B ?? '',
    secretBlock,
    now: new Date(),
  });
  const afterPassword = await http.call('RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: clientId,
    Session: verifier.session,
    ChallengeResponses: {
      USERNAME: userIdForSrp,
      PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
      TIMESTAMP: claim.timestamp,
      PASSWORD_CLAIM_SIGNATURE: claim.signature,
    },
  });
  const mfa = challengeOf(afterPassword, 'SOFTWARE_TOKEN_MFA');
  const signedIn = await http.call('RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: clientId,
    Session: mfa.session,
    ChallengeResponses: {
      USERNAME: userIdForSrp,
      SOFTWARE_TOKEN_MFA_CODE: totpCodeAt(user.totpSecret, Date.now()),
    },
  });
  const result = signedIn.AuthenticationResult as Record<string, unknown> | undefined;
  if (typeof result?.AccessToken !== 'string') throw new Error('no tokens after the TOTP code');
}
