import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** A fresh PostgreSQL database per run on the server at `baseUrl`, dropped afterwards. */
export async function createScratchDatabase(baseUrl: string) {
  const name = `identity_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
