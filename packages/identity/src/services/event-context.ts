import type {
  ContextDataType,
  UserContextDataType,
} from '@aws-sdk/client-cognito-identity-provider';
import { deviceNameOf } from '@steadfast/device-name';
import type { ClientSettings } from './pool-settings.js';

/**
 * Where a request came from, for the auth events it records (EventContextData). Cognito names
 * the end user, not the app in between: a browser calling it directly is its own source, and a
 * server calling AdminInitiateAuth passes its user's address and headers in ContextData.
 */
export interface EventContext {
  ipAddress?: string;
  deviceName?: string;
}

/** What the HTTP layer knows of a request's sender. */
export interface RequestOrigin {
  sourceIp?: string | undefined;
  userAgent?: string | undefined;
}

function contextOf(ipAddress: string | undefined, userAgent: string | undefined): EventContext {
  const deviceName = deviceNameOf(userAgent);
  return { ...(ipAddress ? { ipAddress } : {}), ...(deviceName ? { deviceName } : {}) };
}

/** The sender itself, for an operation that takes no context data (ChangePassword). */
export function senderEventContext(origin: RequestOrigin): EventContext {
  return contextOf(origin.sourceIp, origin.userAgent);
}

/**
 * An admin operation's end user: ContextData when the app server sent it (its IpAddress and the
 * User-Agent among its HttpHeaders), else the caller itself, as Cognito records it.
 */
export function adminEventContext(
  origin: RequestOrigin,
  contextData: Pick<ContextDataType, 'IpAddress' | 'HttpHeaders'> | undefined,
): EventContext {
  if (!contextData) return senderEventContext(origin);
  const userAgent = contextData.HttpHeaders?.find(
    (header) => header.headerName?.toLowerCase() === 'user-agent',
  )?.headerValue;
  return contextOf(contextData.IpAddress, userAgent);
}

/**
 * A public operation's end user is its sender. UserContextData's IpAddress replaces the
 * source address only for a client with EnablePropagateAdditionalUserContextData (which
 * Cognito allows only with a client secret); otherwise Cognito ignores it.
 */
export function publicEventContext(
  origin: RequestOrigin,
  client: ClientSettings,
  userContextData: Pick<UserContextDataType, 'IpAddress'> | undefined,
): EventContext {
  const propagated =
    client.EnablePropagateAdditionalUserContextData === true
      ? userContextData?.IpAddress
      : undefined;
  return contextOf(propagated ?? origin.sourceIp, origin.userAgent);
}
