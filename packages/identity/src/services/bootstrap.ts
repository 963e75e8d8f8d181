import { createHmac, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
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

/**
 * The kid of the key that signs `purpose` tokens. A new key is stored together with its claim
 * (`signing-key:<purpose>` in server_secrets), in one statement that stores neither if the
 * claim exists: concurrent first starts on one database each make a key, exactly one is
 * stored, and every server signs with it and publishes the same keys. A database from before
 * claims existed claims its oldest key.
 */
async function signingKeyId(db: Database, purpose: 'id' | 'access', nowInMs: number) {
  const claim = `signing-key:${purpose}`;
  const claimed = async () =>
    (await db.select().from(serverSecrets).where(eq(serverSecrets.name, claim)))[0]?.value;
  const existing = await claimed();
  if (existing !== undefined) return existing;
  const [oldest] = await db
    .select({ kid: signingKeys.kid })
    .from(signingKeys)
    .where(eq(signingKeys.purpose, purpose))
    .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid))
    .limit(1);
  if (oldest) return loadOrCreateSecret(db, claim, () => oldest.kid);
  const key = await generateSigningKey();
  const won = db
    .$with('won')
    .as(
      db
        .insert(serverSecrets)
        .values({ name: claim, value: key.kid })
        .onConflictDoNothing()
        .returning({ kid: serverSecrets.value }),
    );
  await db
    .with(won)
    .insert(signingKeys)
    .select((qb) =>
      qb
        .select({
          kid: sql<string>`${won.kid}`.as('kid'),
          purpose: sql<string>`${purpose}::text`.as('purpose'),
          privateJwk: sql<unknown>`${JSON.stringify(key.privateJwk)}::jsonb`.as('private_jwk'),
          publicJwk: sql<unknown>`${JSON.stringify(key.publicJwk)}::jsonb`.as('public_jwk'),
          createdAt: sql<number>`${nowInMs}::bigint`.as('created_at'),
        })
        .from(won),
    );
  const kid = await claimed();
  if (kid === undefined) throw new Error(`signing key claim ${claim} is missing`);
  return kid;
}

/** Separate keys for id and access tokens, as Cognito; stored so restarts keep tokens valid. */
export async function loadSigningKeys(db: Database, nowInMs: number): Promise<SigningKeys> {
  const idKid = await signingKeyId(db, 'id', nowInMs);
  const accessKid = await signingKeyId(db, 'access', nowInMs);
  const rows = await db
    .select()
    .from(signingKeys)
    .orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  const all: SigningKey[] = rows.map((row) => ({
    kid: row.kid,
    privateJwk: row.privateJwk as JWK,
    publicJwk: row.publicJwk as JWK,
  }));
  const id = all.find((key) => key.kid === idKid);
  const access = all.find((key) => key.kid === accessKid);
  if (!id || !access) throw new Error('signing keys are missing');
  return { id, access, all };
}
