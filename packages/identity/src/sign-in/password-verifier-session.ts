import { generateOpaqueToken } from '../crypto/random.js';
import { openText, sealText } from '../crypto/secret-box.js';
import type { Uses } from '../services/context.js';
import type { UserRecord } from '../services/users.js';

/**
 * The PASSWORD_VERIFIER session is not stored: InitiateAuth only reads the user, and seals
 * what the answer needs into `pv.<id>.<sealed state>` (AES-GCM under the data key, with the id
 * as associated data, so a client can neither read nor change it, nor send the sealed part
 * under another id). It travels twice: as the Session, and base64-encoded as SECRET_BLOCK,
 * which every SRP client echoes as PASSWORD_CLAIM_SECRET_BLOCK. So clients that send no
 * Session (pycognito, warrant) are answered from the secret block, as Cognito answers them.
 */
export interface PasswordVerifierState {
  purpose: 'PASSWORD_VERIFIER';
  clientId: string;
  expiresAt: number;
  /** Null for a simulated challenge (unknown username). */
  userId: string | null;
  userIdForSrp: string;
  /** K from createPasswordChallenge; the answer must be signed with it. */
  passwordKey: string;
  /** The user's salt then: a new password has a new salt, so a changed password is refused. */
  srpSalt: string | null;
  /** What stageAfterPassword reads, as it was then; the next stage is stored if it still holds. */
  planned: Pick<UserRecord, 'status' | 'totpSecretSealed' | 'totpEnabled'> | null;
}

const sessionPrefix = 'pv.';

export function sealPasswordVerifierSession(
  services: Uses<'secrets'>,
  state: PasswordVerifierState,
): string {
  const id = generateOpaqueToken();
  return `${sessionPrefix}${id}.${sealText(services.secrets.dataKey, JSON.stringify(state), id)}`;
}

export function openPasswordVerifierSession(services: Uses<'secrets'>, session: string) {
  if (!session.startsWith(sessionPrefix)) return null;
  const separator = session.indexOf('.', sessionPrefix.length);
  if (separator < 0) return null;
  const id = session.slice(sessionPrefix.length, separator);
  try {
    const sealed = session.slice(separator + 1);
    const state = JSON.parse(
      openText(services.secrets.dataKey, sealed, id),
    ) as PasswordVerifierState;
    return state.purpose === 'PASSWORD_VERIFIER' ? { id, state } : null;
  } catch {
    return null;
  }
}

/** SECRET_BLOCK: standard base64, as Amplify and pycognito decode it for the signature. */
export function secretBlockOf(session: string): string {
  return Buffer.from(session, 'utf8').toString('base64');
}

/** The session a secret block carries; Buffer's base64 decoding is lenient like Amplify's. */
export function sessionInSecretBlock(secretBlock: string): string {
  return Buffer.from(secretBlock, 'base64').toString('utf8');
}
