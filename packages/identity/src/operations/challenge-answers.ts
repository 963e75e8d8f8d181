import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { assertSecretHash } from '../services/client-secret.js';
import type { Uses } from '../services/context.js';
import type { EventContext } from '../services/event-context.js';
import type { ClientSettings, PoolSettings } from '../services/pool-settings.js';
import {
  answerDevicePasswordVerifier,
  answerDeviceSrpAuth,
  answerMfaSetup,
  answerNewPasswordRequired,
  answerSoftwareTokenMfa,
  completeSrpSignIn,
  finishOnDevice,
  type SignInStep,
} from '../sign-in/index.js';
import { deviceKeyField, passwordField, readParameterMap, totpCodeField } from './fields.js';
import { withChallengeEvent, withPasswordEvent } from './sign-in-events.js';

/**
 * The answer to a challenge, shared by RespondToAuthChallenge and AdminRespondToAuthChallenge:
 * a Session from either start (InitiateAuth or AdminInitiateAuth) may be answered by either,
 * as in Cognito. Each challenge's ChallengeResponses are read with their own schema, the
 * SECRET_HASH is checked against the USERNAME answered with, then the sign-in module answers.
 */
const username = z.string().min(1).max(128);
// Any SECRET_HASH text: a malformed one is one that does not verify, as Cognito answers it.
const common = {
  USERNAME: username,
  SECRET_HASH: z.string().optional(),
  DEVICE_KEY: deviceKeyField.optional(),
};
const claim = {
  PASSWORD_CLAIM_SECRET_BLOCK: z.string().min(1).max(4096),
  PASSWORD_CLAIM_SIGNATURE: z.string().min(1).max(1024),
  TIMESTAMP: z.string().min(1).max(64),
};
const responseSchemas = {
  PASSWORD_VERIFIER: z.object({ ...common, ...claim }),
  DEVICE_SRP_AUTH: z.object({
    ...common,
    SRP_A: z.string().min(1).max(2048),
    DEVICE_KEY: deviceKeyField,
  }),
  DEVICE_PASSWORD_VERIFIER: z.object({ ...common, ...claim, DEVICE_KEY: deviceKeyField }),
  SOFTWARE_TOKEN_MFA: z.object({
    ...common,
    SOFTWARE_TOKEN_MFA_CODE: totpCodeField,
  }),
  MFA_SETUP: z.object(common),
  NEW_PASSWORD_REQUIRED: z.object({ ...common, NEW_PASSWORD: passwordField }),
};

type ChallengeName = keyof typeof responseSchemas;

const readResponses = <S extends z.ZodType>(schema: S, responses: Record<string, string>) =>
  readParameterMap(schema, responses, 'ChallengeResponses');

export interface ChallengeAnswer {
  pool: PoolSettings;
  client: ClientSettings;
  challengeName: string;
  /** Only PASSWORD_VERIFIER may come without one: its secret block carries the session. */
  session: string | undefined;
  responses: Record<string, string> | undefined;
  /** The end user's address and browser, for the auth event a PASSWORD_VERIFIER answer opens. */
  context: EventContext;
}

function requireSession(session: string | undefined): string {
  if (session === undefined) throw invalidParameter('Missing required parameter Session');
  return session;
}

/** Every answer that ends a sign-in ends it on a device where the pool tracks devices. */
export async function answerChallenge(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'log' | 'secrets' | 'srp'>,
  answer: ChallengeAnswer,
): Promise<SignInStep> {
  const step = await answerOnce(services, answer);
  const deviceKey = answer.responses?.['DEVICE_KEY'];
  const known = deviceKey !== undefined && deviceKeyField.safeParse(deviceKey).success;
  return finishOnDevice(
    services,
    answer.pool,
    step,
    known ? deviceKey : undefined,
    answer.context.ipAddress ?? null,
  );
}

async function answerOnce(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'log' | 'secrets' | 'srp'>,
  answer: ChallengeAnswer,
): Promise<SignInStep> {
  const name = answer.challengeName;
  if (!Object.hasOwn(responseSchemas, name)) {
    throw invalidParameter(`Unsupported challenge: ${name}`);
  }
  const responses = answer.responses ?? {};
  const { pool, client } = answer;
  const given = readResponses(responseSchemas[name as ChallengeName], responses);
  assertSecretHash(client, given.USERNAME, given.SECRET_HASH);
  if (name === 'PASSWORD_VERIFIER') {
    const claim = readResponses(responseSchemas.PASSWORD_VERIFIER, responses);
    const attempted = { username: given.USERNAME, context: answer.context };
    return withPasswordEvent(services, pool, attempted, () =>
      completeSrpSignIn(services, answer.session, pool, client, claim),
    );
  }
  const request = { pool, client, session: requireSession(answer.session) };
  return withChallengeEvent(services, pool, name, given.USERNAME, () =>
    answerOther(
      services,
      name as Exclude<ChallengeName, 'PASSWORD_VERIFIER'>,
      request,
      responses,
      given,
    ),
  );
}

function answerOther(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets' | 'srp'>,
  name: Exclude<ChallengeName, 'PASSWORD_VERIFIER'>,
  request: { pool: PoolSettings; client: ClientSettings; session: string },
  responses: Record<string, string>,
  given: { USERNAME: string; SECRET_HASH?: string | undefined },
): Promise<SignInStep> {
  switch (name) {
    case 'SOFTWARE_TOKEN_MFA':
      return answerSoftwareTokenMfa(
        services,
        request,
        readResponses(responseSchemas.SOFTWARE_TOKEN_MFA, responses),
      );
    case 'MFA_SETUP':
      return answerMfaSetup(services, request, given);
    case 'DEVICE_SRP_AUTH':
      return answerDeviceSrpAuth(
        services,
        request,
        readResponses(responseSchemas.DEVICE_SRP_AUTH, responses),
      );
    case 'DEVICE_PASSWORD_VERIFIER':
      return answerDevicePasswordVerifier(
        services,
        request,
        readResponses(responseSchemas.DEVICE_PASSWORD_VERIFIER, responses),
      );
    case 'NEW_PASSWORD_REQUIRED':
      return answerNewPasswordRequired(services, request, {
        ...responses,
        ...readResponses(responseSchemas.NEW_PASSWORD_REQUIRED, responses),
      });
  }
}
