import { and, eq } from 'drizzle-orm';
import { generateNumericCode, sha256Hex, timingSafeEqualText } from '../crypto/random.js';
import { CognitoError, messages } from '../errors.js';
import { codes } from '../store/schema.js';
import { codeLifetimeInMs, composeCodeMail, type CodePurpose } from './code-messages.js';
import type { Uses } from './context.js';
import type { OutgoingMail } from './mail.js';

function hashCode(userId: string, purpose: CodePurpose, code: string): string {
  return sha256Hex(`${userId}:${purpose}:${code}`);
}

/** Replaces any earlier code of the same purpose, so only the newest one works. */
export async function issueAndSendCode(
  services: Uses<'clock' | 'db' | 'mailer'>,
  user: { id: string },
  purpose: CodePurpose,
  email: string,
  /** Another mail carrying the code (a sign-up confirmation link); by default the code itself. */
  compose: (code: string) => OutgoingMail = (code) => composeCodeMail(purpose, email, code),
): Promise<void> {
  const code = generateNumericCode(6);
  const row = {
    userId: user.id,
    purpose,
    codeHash: hashCode(user.id, purpose, code),
    expiresAt: services.clock.nowInMs() + codeLifetimeInMs[purpose],
  };
  await services.db
    .insert(codes)
    .values(row)
    .onConflictDoUpdate({
      target: [codes.userId, codes.purpose],
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt },
    });
  await services.mailer.send(compose(code));
}

/**
 * Checks a code without using it up: for a use that may still be refused after the code
 * (ConfirmSignUp's alias check), so that the same code works again once that is sorted out.
 * Returns the stored hash for consumeCode's compare-and-delete.
 */
export async function checkCode(
  services: Uses<'clock' | 'db'>,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<string> {
  const where = and(eq(codes.userId, userId), eq(codes.purpose, purpose));
  const [stored] = await services.db.select().from(codes).where(where);
  if (!stored) throw new CognitoError('ExpiredCodeException', messages.codeExpired);
  if (!timingSafeEqualText(stored.codeHash, hashCode(userId, purpose, code))) {
    throw new CognitoError('CodeMismatchException', messages.codeMismatch);
  }
  if (stored.expiresAt <= services.clock.nowInMs()) {
    throw new CognitoError('ExpiredCodeException', messages.codeExpired);
  }
  return stored.codeHash;
}

/** Checks a code and, if it is right and fresh, deletes it so it cannot be used twice. */
export async function consumeCode(
  services: Uses<'clock' | 'db'>,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const codeHash = await checkCode(services, userId, purpose, code);
  const deleted = await services.db
    .delete(codes)
    .where(and(eq(codes.userId, userId), eq(codes.purpose, purpose), eq(codes.codeHash, codeHash)))
    .returning({ userId: codes.userId });
  if (deleted.length === 0) throw new CognitoError('ExpiredCodeException', messages.codeExpired);
}

export async function deleteCodes(services: Uses<'db'>, userId: string, purpose: CodePurpose) {
  await services.db.delete(codes).where(and(eq(codes.userId, userId), eq(codes.purpose, purpose)));
}
