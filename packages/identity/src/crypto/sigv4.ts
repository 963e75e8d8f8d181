import { createHash } from 'node:crypto';
import { timingSafeEqualText } from './random.js';
import { expectedAuthorization } from './sigv4-canonical.js';

export interface SignedRequest {
  method: string;
  /** Path as received on the wire (percent-encoded); decoded before canonicalising, as the SDK signs it. */
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

export interface AccessKey {
  accessKeyId: string;
  secretAccessKey: string;
}

/** A valid signature names the region the client signed for (its credential scope). */
export type SigV4Result =
  | { ok: true; region: string }
  | { ok: false; reason: 'missing' | 'unknown-key' | 'bad-signature' | 'expired' };

const SERVICE = 'cognito-idp';
// AWS refuses requests whose x-amz-date is more than 15 minutes away from its clock.
const MAX_SKEW_MS = 15 * 60 * 1000;
const AUTHORIZATION_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request, ?SignedHeaders=([a-z0-9;_.-]+), ?Signature=[0-9a-f]{64}$/;
const AMZ_DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

function parseAmzDate(text: string): number | null {
  const match = AMZ_DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number);
  const ms = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds);
  return Number.isNaN(ms) ? null : ms;
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Verifies an AWS Signature Version 4 Authorization header (admin calls made with the AWS SDK)
 * by computing the signature again with the shared secret.
 */
export function verifySigV4(
  request: SignedRequest,
  credentials: AccessKey,
  nowMs: number,
  expectedService = SERVICE,
): SigV4Result {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  const authorization = headers['authorization'] ?? '';
  const match = AUTHORIZATION_PATTERN.exec(authorization);
  const longDate = headers['x-amz-date'] ?? '';
  const signedAtMs = parseAmzDate(longDate);
  if (!match || signedAtMs === null) return { ok: false, reason: 'missing' };
  const [, accessKeyId = '', date = '', region = '', service = '', signedHeaderList = ''] = match;
  if (!timingSafeEqualText(accessKeyId, credentials.accessKeyId)) {
    return { ok: false, reason: 'unknown-key' };
  }
  if (Math.abs(nowMs - signedAtMs) > MAX_SKEW_MS) return { ok: false, reason: 'expired' };
  const signedNames = signedHeaderList.split(';');
  const path = decodePath(request.path);
  const payloadHashHex = createHash('sha256').update(request.body, 'utf8').digest('hex');
  const claimedPayloadHash = headers['x-amz-content-sha256'];
  const consistent =
    path !== null &&
    service === expectedService &&
    date === longDate.slice(0, 8) &&
    signedNames.includes('host') &&
    signedNames.every((name) => headers[name] !== undefined) &&
    (claimedPayloadHash === undefined || claimedPayloadHash === payloadHashHex);
  if (!consistent) return { ok: false, reason: 'bad-signature' };
  const expected = expectedAuthorization(
    {
      method: request.method,
      path,
      query: request.query ?? {},
      signedHeaders: Object.fromEntries(signedNames.map((name) => [name, headers[name] ?? ''])),
      payloadHashHex,
      longDate,
      scope: { date, region, service },
      secretAccessKey: credentials.secretAccessKey,
    },
    credentials.accessKeyId,
  );
  return timingSafeEqualText(expected, authorization)
    ? { ok: true, region }
    : { ok: false, reason: 'bad-signature' };
}
