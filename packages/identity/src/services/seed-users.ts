import { sealText } from '../crypto/secret-box.js';
import { users } from '../store/schema.js';
import type { Uses } from './context.js';
import { buildUserRecord, type UserRecord } from './users.js';

export interface SeedUser {
  username: string;
  password: string;
  email?: string;
  /** Base32 TOTP secret; when given the user is enrolled and signs in with SOFTWARE_TOKEN_MFA. */
  totpSecret?: string;
  attributes?: Record<string, string>;
}

const batchSize = 500;

/**
 * Writes confirmed users straight into the store, for benchmarks and fixtures that need many
 * accounts quickly; passwords still become SRP verifiers, secrets are still sealed.
 */
export async function seedUsers(
  services: Uses<'clock' | 'db' | 'secrets'>,
  poolId: string,
  seeds: SeedUser[],
) {
  const now = services.clock.nowInMs();
  for (let start = 0; start < seeds.length; start += batchSize) {
    const records: UserRecord[] = seeds.slice(start, start + batchSize).map((seed) => {
      const attributes = {
        ...(seed.email ? { email: seed.email, email_verified: 'true' } : {}),
        ...seed.attributes,
      };
      const record = buildUserRecord(
        {
          poolId,
          username: seed.username,
          password: seed.password,
          attributes,
          status: 'CONFIRMED',
        },
        now,
      );
      if (!seed.totpSecret) return record;
      return {
        ...record,
        totpSecretSealed: sealText(services.secrets.dataKey, seed.totpSecret),
        totpEnabled: true,
        totpPreferred: true,
      };
    });
    await services.db.insert(users).values(records);
  }
}
