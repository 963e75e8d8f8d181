import { sealText } from '../../packages/identity/src/crypto/secret-box.js';
import { generateTotpSecret } from '../../packages/identity/src/crypto/totp.js';
import { loadServerSecrets } from '../../packages/identity/src/services/bootstrap.js';
import { DEFAULT_POOL_ID, ensureDefaultPool } from '../../packages/identity/src/services/pools.js';
import { buildUserRecord, type UserRecord } from '../../packages/identity/src/services/users.js';
import { openStore, type StoreOptions } from '../../packages/identity/src/store/database.js';
import { users } from '../../packages/identity/src/store/schema.js';
import type { BenchUser } from './bench-user.js';

const BATCH_ROWS = 1000;
const PASSWORD = 'Bench-password-1!';

/**
 * Writes `total` confirmed users with a verified authenticator straight into the store, the
 * state a user is in after sign-up, confirmation and TOTP enrolment. Only the first
 * `signInUsers` get their own SRP verifier (one 3072-bit modexp each); the rest share one,
 * since they are there to make the table large and never sign in.
 */
export async function seedUsers(store: StoreOptions, total: number, signInUsers: number) {
  const opened = await openStore(store);
  try {
    const nowInMs = Date.now();
    await ensureDefaultPool(opened.db, nowInMs);
    const { dataKey } = await loadServerSecrets(opened.db);
    const benchUsers: BenchUser[] = [];
    let filler: UserRecord | undefined;
    let batch: UserRecord[] = [];
    for (let index = 0; index < total; index++) {
      const username = `bench-user-${index}`;
      const attributes = { email: `${username}@bench.example`, email_verified: 'true' };
      const newUser = {
        poolId: DEFAULT_POOL_ID,
        username,
        password: PASSWORD,
        attributes,
        status: 'CONFIRMED' as const,
      };
      let record: UserRecord;
      if (index < signInUsers || !filler) {
        const totpSecret = generateTotpSecret();
        record = {
          ...buildUserRecord(newUser, nowInMs),
          totpSecretSealed: sealText(dataKey, totpSecret),
          totpEnabled: true,
          totpPreferred: true,
        };
        benchUsers.push({
          username,
          password: PASSWORD,
          saltHex: record.srpSalt,
          verifierHex: record.srpVerifier,
          totpSecret,
        });
        filler ??= record;
      } else {
        record = {
          ...filler,
          id: crypto.randomUUID(),
          username,
          usernameKey: username,
          emailKey: attributes.email,
          attributes,
        };
      }
      batch.push(record);
      if (batch.length === BATCH_ROWS || index === total - 1) {
        await opened.db.insert(users).values(batch);
        batch = [];
      }
    }
    return benchUsers;
  } finally {
    await opened.close();
  }
}
