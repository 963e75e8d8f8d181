import { randomBytes } from 'node:crypto';
import { toEpochSeconds } from '../clock.js';

/** What GetCredentialsForIdentity's credentials are valid for: an hour, as STS gives by default. */
export const credentialsLifetimeInMs = 60 * 60 * 1000;

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Upper-case letters and digits, as AWS access key ids are written. */
function keyIdCharacters(count: number): string {
  return Array.from(randomBytes(count), (byte) => base32[byte % 32]).join('');
}

/**
 * Temporary credentials shaped as STS's: an `ASIA` key id (20 characters), a 40-character
 * secret, a session token and an expiry in epoch seconds. They are random and unsigned: no AWS
 * service accepts them, and this server does not check them anywhere (see the package README).
 */
export function temporaryCredentials(nowInMs: number) {
  return {
    AccessKeyId: `ASIA${keyIdCharacters(16)}`,
    SecretKey: randomBytes(30).toString('base64'),
    SessionToken: randomBytes(192).toString('base64'),
    Expiration: toEpochSeconds(nowInMs + credentialsLifetimeInMs),
  };
}
