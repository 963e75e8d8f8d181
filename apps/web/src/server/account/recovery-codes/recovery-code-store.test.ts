import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeRecoveryCode } from '@/features/security/security-inputs';
import { testDatabaseTargets, useTestDatabase } from '../../testing/test-databases';
import {
  consumeRecoveryCode,
  createFirstRecoveryCodes,
  deleteRecoveryCodes,
  releaseRecoveryCode,
  replaceRecoveryCodes,
  summarizeRecoveryCodes,
} from './recovery-code-store';

const now = new Date('2026-05-01T10:00:00Z');

describe.each(testDatabaseTargets())(
  'recovery code store on $name',
  { timeout: 60_000 },
  (target) => {
    const database = useTestDatabase(target);

    it('says a person without a set has none, and counts a new set', async () => {
      const person = randomUUID();
      expect(await summarizeRecoveryCodes(database.db, person)).toEqual({
        left: null,
        createdAt: null,
      });
      await replaceRecoveryCodes(database.db, person, now);
      expect(await summarizeRecoveryCodes(database.db, person)).toEqual({
        left: 10,
        createdAt: now,
      });
    });

    it('uses a right code once; a wrong or used code or another person’s code fails', async () => {
      const person = randomUUID();
      const other = randomUUID();
      const codes = await replaceRecoveryCodes(database.db, person, now);
      await replaceRecoveryCodes(database.db, other, now);
      expect(await consumeRecoveryCode(database.db, other, codes[0]!, now)).toBeNull();
      expect(await consumeRecoveryCode(database.db, person, 'zzzzzzzzzz', now)).toBeNull();
      expect(await consumeRecoveryCode(database.db, person, codes[0]!, now)).not.toBeNull();
      expect(await consumeRecoveryCode(database.db, person, codes[0]!, now)).toBeNull();
      expect((await summarizeRecoveryCodes(database.db, person)).left).toBe(9);
      const typed = normalizeRecoveryCode(
        `${codes[1]!.slice(0, 5).toUpperCase()} ${codes[1]!.slice(5)}`,
      );
      expect(await consumeRecoveryCode(database.db, person, typed, now)).not.toBeNull();
    });

    it('gives a code back when what it was used for failed', async () => {
      const person = randomUUID();
      const [code] = await replaceRecoveryCodes(database.db, person, now);
      const used = await consumeRecoveryCode(database.db, person, code!, now);
      await releaseRecoveryCode(database.db, used!);
      expect((await summarizeRecoveryCodes(database.db, person)).left).toBe(10);
      expect(await consumeRecoveryCode(database.db, person, code!, now)).toBe(used);
    });

    it('makes a first set once, even for requests racing each other', async () => {
      const person = randomUUID();
      const outcomes = await Promise.all(
        Array.from({ length: 3 }, () => createFirstRecoveryCodes(database.db, person, now)),
      );
      const made = outcomes.filter((codes) => codes !== null);
      expect(made).toHaveLength(1);
      expect(await consumeRecoveryCode(database.db, person, made[0]![0]!, now)).not.toBeNull();
      expect(await createFirstRecoveryCodes(database.db, person, now)).toBeNull();
    });

    it('lets exactly one of 5 parallel requests with the same code win', async () => {
      const person = randomUUID();
      const [code] = await replaceRecoveryCodes(database.db, person, now);
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => consumeRecoveryCode(database.db, person, code!, now)),
      );
      expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
      expect((await summarizeRecoveryCodes(database.db, person)).left).toBe(9);
    });

    it('ends the old set when a new one is made, and deletes a set', async () => {
      const person = randomUUID();
      const old = await replaceRecoveryCodes(database.db, person, now);
      const renewed = await replaceRecoveryCodes(
        database.db,
        person,
        new Date(now.getTime() + 1000),
      );
      expect(await consumeRecoveryCode(database.db, person, old[0]!, now)).toBeNull();
      expect(await consumeRecoveryCode(database.db, person, renewed[0]!, now)).not.toBeNull();
      await deleteRecoveryCodes(database.db, person);
      expect((await summarizeRecoveryCodes(database.db, person)).left).toBeNull();
    });
  },
);
