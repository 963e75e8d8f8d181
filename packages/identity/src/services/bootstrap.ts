import { createHmac, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import { generateSigningKey, type SigningKey } from '../crypto/jwt.js';
import { generateDataKey } from '../crypto/secret-box.js';
import { createPasswordVerifier } from '../crypto/srp.js';
import type { Database } from '../store/database.js';
import { serverSecrets, signingKeys } from '../store/schema.js';
import type { ServerSecrets, SigningKeys } from './context.js';

/** Reads a secret, creating it on first start; concurrent first starts agree on one value. */
async function loadOrCreateSecret(db: Database, name: string, create: () => string) {
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} is missing`);
  return row.value;
}

export async function loadServerSecrets(db: Database): Promise<ServerSecrets> {
  const dataKey = await loadOrCreateSecret(db, 'data-key', generateDataKey);
  const simulationKey = await loadOrCreateSecret(db, 'simulation-key', () =>
    randomBytes(32).toString('base64'),
  );
  const simulatedPassword = createHmac('sha256', simulationKey).update('password').digest('hex');
  const { verifierHex } = createPasswordVerifier('simulated', 'simulated', simulatedPassword);
  return { dataKey, simulationKey, simulatedVerifierHex: verifierHex };
}

async function ensureKey(db: Database, purpose: 'id' | 'access', nowInMs: number) {
  const existing = await db.select().from(signingKeys).where(eq(signingKeys.purpose, purpose));
  if (existing.length > 0) return;
  const key = await generateSigningKey();
  await db
    .insert(signingKeys)
    .values({
      kid: key.kid,
      purpose,
      privateJwk: key.privateJwk,
      publicJwk: key.publicJwk,
      createdAt: nowInMs,
    })
    .onConflictDoNothing();
}

/** Separate keys for id and access tokens, as Cognito; stored so restarts keep tokens valid. */
export async function loadSigningKeys(db: Database, nowInMs: number): Promise<SigningKeys> {
  await ensureKey(db, 'id', nowInMs);
  await ensureKey(db, 'access', nowInMs);
  const rows = await db
    .select()
    .from(signingKeys)
    .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  const all: (SigningKey & { purpose: string })[] = rows.map((row) => ({
    kid: row.kid,
    purpose: row.purpose,
    privateJwk: row.privateJwk as JWK,
    publicJwk: row.publicJwk as JWK,
  }));
  const id = all.find((key) => key.purpose === 'id');
  const access = all.find((key) => key.purpose === 'access');
  if (!id || !access) throw new Error('signing keys are missing');
  return { id, access, all };
}
