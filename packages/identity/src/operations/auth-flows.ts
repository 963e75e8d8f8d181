import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { assertSecretHash } from '../services/client-secret.js';
import type { Uses } from '../services/context.js';
import type { EventContext } from '../services/event-context.js';
import {
  allowsAuthFlow,
  type ClientSettings,
  type PoolSettings,
} from '../services/pool-settings.js';
import { refreshTokensFor } from '../services/tokens.js';
import { finishOnDevice, passwordSignIn, startSrpSignIn } from '../sign-in/index.js';
import {
  deviceKeyField,
  passwordField,
  readParameterMap,
  tokenField,
  usernameField,
} from './fields.js';
import { withPasswordEvent } from './sign-in-events.js';

/**
 * The start of a sign-in, shared by InitiateAuth and AdminInitiateAuth: which flows each
 * accepts (by name, legacy names included), the client's permission, the flow's
 * AuthParameters and their SECRET_HASH, then the sign-in module.
 */
type AuthFlow =
  'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'ADMIN_USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH';

export const authFlowsBy: Record<'InitiateAuth' | 'AdminInitiateAuth', Record<string, AuthFlow>> = {
  InitiateAuth: {
    USER_SRP_AUTH: 'USER_SRP_AUTH',
    USER_PASSWORD_AUTH: 'USER_PASSWORD_AUTH',
    REFRESH_TOKEN_AUTH: 'REFRESH_TOKEN_AUTH',
    REFRESH_TOKEN: 'REFRESH_TOKEN_AUTH',
  },
  AdminInitiateAuth: {
    USER_SRP_AUTH: 'USER_SRP_AUTH',
    ADMIN_USER_PASSWORD_AUTH: 'ADMIN_USER_PASSWORD_AUTH',
    ADMIN_NO_SRP_AUTH: 'ADMIN_USER_PASSWORD_AUTH',
    REFRESH_TOKEN_AUTH: 'REFRESH_TOKEN_AUTH',
    REFRESH_TOKEN: 'REFRESH_TOKEN_AUTH',
  },
};

// Any text: a malformed hash is a hash that does not verify, as Cognito answers it.
const secretHash = { SECRET_HASH: z.string().optional() };
const parameters = {
  USER_SRP_AUTH: z.object({
    USERNAME: usernameField,
    SRP_A: z.string().min(1).max(2048),
    ...secretHash,
  }),
  PASSWORD: z.object({
    USERNAME: usernameField,
    PASSWORD: passwordField,
    DEVICE_KEY: deviceKeyField.optional(),
    ...secretHash,
  }),
  REFRESH_TOKEN_AUTH: z.object({
    REFRESH_TOKEN: tokenField,
    DEVICE_KEY: deviceKeyField.optional(),
    ...secretHash,
  }),
};

const readParameters = <S extends z.ZodType>(schema: S, value?: Record<string, string>) =>
  readParameterMap(schema, value, 'AuthParameters');

/** Cognito's own wording differs for the flow AdminInitiateAuth alone has. */
function notEnabled(flow: AuthFlow) {
  return invalidParameter(
    flow === 'ADMIN_USER_PASSWORD_AUTH'
      ? 'Auth flow not enabled for this client'
      : `${flow} flow not enabled for this client`,
  );
}

export interface AuthStart {
  operation: keyof typeof authFlowsBy;
  pool: PoolSettings;
  client: ClientSettings;
  authFlow: string;
  authParameters: Record<string, string> | undefined;
  /** The end user's address and browser, for the sign-in's auth event. */
  context: EventContext;
}

export async function startAuthFlow(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'log' | 'secrets' | 'srp'>,
  start: AuthStart,
) {
  const { pool, client, authParameters } = start;
  const flows = authFlowsBy[start.operation];
  const flow = Object.hasOwn(flows, start.authFlow) ? flows[start.authFlow] : undefined;
  if (!flow) throw invalidParameter('Initiate Auth method not supported.');
  if (!allowsAuthFlow(client, flow)) throw notEnabled(flow);
  if (flow === 'USER_SRP_AUTH') {
    const given = readParameters(parameters.USER_SRP_AUTH, authParameters);
    assertSecretHash(client, given.USERNAME, given.SECRET_HASH);
    return startSrpSignIn(services, pool, client, given.USERNAME, given.SRP_A);
  }
  if (flow === 'REFRESH_TOKEN_AUTH') {
    const given = readParameters(parameters.REFRESH_TOKEN_AUTH, authParameters);
    // The hash is of the user's own username, whatever name they signed in with.
    const tokens = await refreshTokensFor(
      services,
      given.REFRESH_TOKEN,
      client,
      (user) => assertSecretHash(client, user.username, given.SECRET_HASH),
      given.DEVICE_KEY,
    );
    return { ChallengeParameters: {}, AuthenticationResult: tokens };
  }
  const given = readParameters(parameters.PASSWORD, authParameters);
  assertSecretHash(client, given.USERNAME, given.SECRET_HASH);
  const step = await withPasswordEvent(
    services,
    pool,
    { username: given.USERNAME, context: start.context },
    () =>
      passwordSignIn(
        services,
        flow,
        pool,
        client,
        given.USERNAME,
        given.PASSWORD,
        given.DEVICE_KEY,
      ),
  );
  return finishOnDevice(services, pool, step, given.DEVICE_KEY, start.context.ipAddress ?? null);
}
