import { randomBytes } from 'node:crypto';
import { timingSafeEqualText } from '../crypto/random.js';
import { openText, sealText } from '../crypto/secret-box.js';
import { isAcceptableClientPublicA, verifyClaimSignature } from '../crypto/srp.js';
import { invalidParameter, messages, notAuthorized } from '../errors.js';
import type { Uses } from '../services/context.js';
import {
  canAuthenticate,
  deviceDoesNotExist,
  findDeviceOf,
  type DeviceRow,
} from '../services/devices.js';
import type { ClientSettings, PoolSettings } from '../services/pool-settings.js';
import type { UserRecord } from '../services/users.js';
import { completeSignIn, type SignInStep } from './next-step.js';
import { isFreshTimestamp } from './rules.js';
import { claimStoredSession, createStoredSession } from './statements.js';

/**
 * Device SRP: the password SRP with the pool name replaced by the device's group key, the
 * username by its device key and the password by the random password the client keeps
 * (Amplify's handleDeviceSRPAuth). The server's share is the same SRP engine's, with the
 * verifier ConfirmDevice stored. Both sessions are stored (single use) and carry, sealed to
 * their token, the device key and for the verifier the key K and the secret block.
 */
interface DeviceSessionState {
  u: string;
  d: string;
  k?: string;
  s?: string;
}

function sealState(services: Uses<'secrets'>, token: string, state: DeviceSessionState) {
  return `${token}.${sealText(services.secrets.dataKey, JSON.stringify(state), token)}`;
}

function openState(services: Uses<'secrets'>, session: string) {
  const separator = session.indexOf('.');
  if (separator <= 0) return null;
  const token = session.slice(0, separator);
  try {
    const sealed = session.slice(separator + 1);
    const state = JSON.parse(
      openText(services.secrets.dataKey, sealed, token),
    ) as DeviceSessionState;
    return typeof state.u === 'string' && typeof state.d === 'string' ? { token, state } : null;
  } catch {
    return null;
  }
}

/** The DEVICE_SRP_AUTH challenge for a stored session `token`. */
export function deviceSrpChallenge(
  services: Uses<'secrets'>,
  token: string,
  user: UserRecord,
  device: DeviceRow,
): SignInStep {
  return {
    ChallengeName: 'DEVICE_SRP_AUTH',
    Session: sealState(services, token, { u: user.id, d: device.deviceKey }),
    ChallengeParameters: {},
  };
}

interface DeviceRequest {
  pool: PoolSettings;
  client: ClientSettings;
  session: string;
}

/** Takes the session and the device it names; the device must still be remembered. */
async function takeDeviceSession(
  services: Uses<'clock' | 'db' | 'secrets'>,
  request: DeviceRequest,
  challengeName: 'DEVICE_SRP_AUTH' | 'DEVICE_PASSWORD_VERIFIER',
  responses: { USERNAME: string; DEVICE_KEY: string },
) {
  const opened = openState(services, request.session);
  if (!opened || opened.state.d !== responses.DEVICE_KEY) {
    throw notAuthorized(messages.sessionExpired);
  }
  const { user } = await claimStoredSession(services, opened.token, {
    answerer: 'RespondToAuthChallenge',
    challengeName,
    clientId: request.client.ClientId,
    username: responses.USERNAME,
  });
  const device = await findDeviceOf(services, user.id, responses.DEVICE_KEY);
  if (!canAuthenticate(device)) throw deviceDoesNotExist();
  return { user, device, state: opened.state };
}

/** RespondToAuthChallenge DEVICE_SRP_AUTH: the server's B for the device's verifier. */
export async function answerDeviceSrpAuth(
  services: Uses<'clock' | 'db' | 'secrets' | 'srp'>,
  request: DeviceRequest,
  responses: { USERNAME: string; SRP_A: string; DEVICE_KEY: string },
): Promise<SignInStep> {
  if (!isAcceptableClientPublicA(responses.SRP_A)) throw invalidParameter('SRP_A is not valid.');
  const { user, device } = await takeDeviceSession(services, request, 'DEVICE_SRP_AUTH', responses);
  const challenge = await services.srp.createPasswordChallenge({
    clientPublicAHex: responses.SRP_A,
    verifierHex: device.srpVerifier ?? '',
  });
  const token = await createStoredSession(services, {
    from: 'DEVICE_SRP_AUTH',
    stage: 'DEVICE_PASSWORD_VERIFIER',
    user,
    client: request.client,
  });
  const secretBlock = randomBytes(64).toString('base64');
  return {
    ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
    Session: sealState(services, token, {
      u: user.id,
      d: device.deviceKey,
      k: challenge.passwordKeyBase64,
      s: secretBlock,
    }),
    ChallengeParameters: {
      SRP_B: challenge.publicBHex,
      SALT: device.srpSalt ?? '',
      SECRET_BLOCK: secretBlock,
      USERNAME: user.username,
    },
  };
}

/** RespondToAuthChallenge DEVICE_PASSWORD_VERIFIER: the device's claim, then tokens. */
export async function answerDevicePasswordVerifier(
  services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>,
  request: DeviceRequest,
  responses: {
    USERNAME: string;
    DEVICE_KEY: string;
    PASSWORD_CLAIM_SECRET_BLOCK: string;
    PASSWORD_CLAIM_SIGNATURE: string;
    TIMESTAMP: string;
  },
): Promise<SignInStep> {
  const { user, device, state } = await takeDeviceSession(
    services,
    request,
    'DEVICE_PASSWORD_VERIFIER',
    responses,
  );
  const right =
    state.k !== undefined &&
    state.s !== undefined &&
    timingSafeEqualText(state.s, responses.PASSWORD_CLAIM_SECRET_BLOCK) &&
    verifyClaimSignature(Buffer.from(state.k, 'base64'), {
      poolName: device.groupKey,
      userIdForSrp: device.deviceKey,
      secretBlockBase64: responses.PASSWORD_CLAIM_SECRET_BLOCK,
      timestamp: responses.TIMESTAMP,
      signatureBase64: responses.PASSWORD_CLAIM_SIGNATURE,
    }) &&
    isFreshTimestamp(services.clock.nowInMs(), responses.TIMESTAMP);
  if (!right) throw notAuthorized();
  return completeSignIn(services, user, request.client);
}
