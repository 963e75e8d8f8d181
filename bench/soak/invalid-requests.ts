import fc from 'fast-check';
import { malformedInput, wrongIdentity } from '../../packages/identity/test/fuzz-inputs.js';
import { malformedRequest, type FuzzRequest } from '../../packages/identity/test/fuzz-requests.js';
import { operationShapes } from '../../packages/identity/test/fuzz-shapes.js';
import type { FuzzContext } from '../../packages/identity/test/fuzz-values.js';
import type { BenchUser } from '../identity-signin/bench-user.js';
import { createCognitoHttp } from '../identity-signin/cognito-http.js';
import { signIn } from '../identity-signin/sign-in.js';
import { createClientEphemeral } from '../identity-signin/srp-client.js';

const SAMPLE_SIZE = 2_000;

/**
 * The fuzz test's malformed requests (packages/identity/test/fuzz-inputs.ts), aimed at real
 * tokens and a real session of two users kept out of the valid traffic, sampled once with a
 * fixed seed: wrong fields, wrong clients, damaged tokens and sessions, bad signatures, raw
 * bodies, methods and request targets.
 */
export async function collectInvalidRequests(
  server: { url: string; poolId: string; clientId: string },
  [tokenUser, sessionUser]: BenchUser[],
  seed: number,
): Promise<FuzzRequest[]> {
  if (!tokenUser || !sessionUser) throw new Error('two users are needed');
  const http = createCognitoHttp(server.url, 2);
  const issued: Array<Record<string, unknown>> = [];
  const recordingHttp = {
    close: http.close,
    call: async (operation: string, input: unknown) => {
      const answer = await http.call(operation, input);
      if (answer.AuthenticationResult)
        issued.push(answer.AuthenticationResult as Record<string, unknown>);
      return answer;
    },
  };
  try {
    await signIn(
      { http: recordingHttp, poolId: server.poolId, clientId: server.clientId },
      tokenUser,
      createClientEphemeral(),
    );
    const challenge = await http.call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: sessionUser.username, SRP_A: createClientEphemeral().publicAHex },
    });
    const tokens = issued[0] ?? {};
    const context: FuzzContext = {
      poolId: server.poolId,
      clientId: server.clientId,
      usernames: [tokenUser.username, sessionUser.username],
      accessTokens: [String(tokens.AccessToken)],
      otherTokens: [String(tokens.IdToken)],
      refreshTokens: [String(tokens.RefreshToken)],
      sessions: [String(challenge.Session)],
    };
    const shapes = operationShapes.flatMap((shape) => {
      const wrong = wrongIdentity(shape, context);
      return [malformedInput(shape, context), ...(wrong ? [wrong] : [])];
    });
    const operations = operationShapes.map((shape) => shape.name);
    // Raw requests (methods, targets, bodies) about a third of the mix, the rest per operation.
    const raw = { arbitrary: malformedRequest(operations), weight: Math.ceil(shapes.length / 2) };
    return fc.sample(fc.oneof(raw, ...shapes), {
      seed,
      numRuns: SAMPLE_SIZE,
    });
  } finally {
    http.close();
  }
}
