import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database-type';
import { recoveryCodes } from '../../db/schema';
import { generateRecoveryCodes } from './generate-recovery-codes';
import { findMatchingHash, hashRecoveryCode, newRecoverySalt } from './recovery-code-hash';

export interface RecoveryCodeSummary {
  /** null: the person has no set. */
  left: number | null;
  createdAt: Date | null;
}

/**
 * Makes a new set for the person, replacing any earlier one in the same transaction, and
 * returns the codes: the only time they exist in clear.
 */
export async function replaceRecoveryCodes(
  db: Database,
  cognitoId: string,
  now: Date,
): Promise<string[]> {
  return (await writeSet(db, cognitoId, now, { keepExisting: false })) ?? [];
}

/** The person's first set, or null when they have one (codes are shown once). */
export function createFirstRecoveryCodes(
  db: Database,
  cognitoId: string,
  now: Date,
): Promise<string[] | null> {
  return writeSet(db, cognitoId, now, { keepExisting: true });
}

/**
 * A person's sets change one transaction at a time (an advisory lock on their id), so two
 * racing first requests cannot both show codes. Hashing, the slow part, happens before.
 */
async function writeSet(
  db: Database,
  cognitoId: string,
  now: Date,
  { keepExisting }: { keepExisting: boolean },
): Promise<string[] | null> {
  const codes = generateRecoveryCodes();
  const salt = newRecoverySalt();
  const hashes = await Promise.all(codes.map((code) => hashRecoveryCode(code, salt)));
  const ofPerson = eq(recoveryCodes.cognitoId, cognitoId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recovery-codes:${cognitoId}`}))`);
    if (keepExisting) {
      const [existing] = await tx
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(ofPerson)
        .limit(1);
      if (existing) return null;
    }
    await tx.delete(recoveryCodes).where(ofPerson);
    await tx
      .insert(recoveryCodes)
      .values(
        hashes.map((codeHash) => ({ id: randomUUID(), cognitoId, salt, codeHash, createdAt: now })),
      );
    return codes;
  });
}

export async function summarizeRecoveryCodes(
  db: Database,
  cognitoId: string,
): Promise<RecoveryCodeSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::integer`,
      left: sql<number>`(count(*) filter (where ${recoveryCodes.usedAt} is null))::integer`,
      createdAt: sql<Date | string | null>`min(${recoveryCodes.createdAt})`,
    })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.cognitoId, cognitoId));
  if (!row || row.total === 0) return { left: null, createdAt: null };
  return { left: row.left, createdAt: row.createdAt === null ? null : new Date(row.createdAt) };
}

/**
 * Uses one code of the person's set: the id of the code when it matched an unused one and this
 * request is the one that marked it used, else null. Several requests with the same code may
 * all match, but the conditional update lets exactly one of them win.
 */
export async function consumeRecoveryCode(
  db: Database,
  cognitoId: string,
  normalizedCode: string,
  now: Date,
): Promise<string | null> {
  const unused = await db
    .select({ id: recoveryCodes.id, salt: recoveryCodes.salt, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.cognitoId, cognitoId), isNull(recoveryCodes.usedAt)))
    .orderBy(asc(recoveryCodes.id));
  const salt = unused[0]?.salt;
  if (salt === undefined) return null;
  const attempt = await hashRecoveryCode(normalizedCode, salt);
  const match =
    unused[
      findMatchingHash(
        attempt,
        unused.map((row) => row.codeHash),
      )
    ];
  if (!match) return null;
  const won = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return won[0]?.id ?? null;
}

/** Gives a used code back when what it was used for could not be done. */
export async function releaseRecoveryCode(db: Database, id: string): Promise<void> {
  await db.update(recoveryCodes).set({ usedAt: null }).where(eq(recoveryCodes.id, id));
}

export async function deleteRecoveryCodes(db: Database, cognitoId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.cognitoId, cognitoId));
}
