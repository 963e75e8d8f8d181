import { describe, expect, it } from 'vitest';
import defaultPool from '../../config/default-pool.json' with { type: 'json' };
import { mergeAttributes, readAttributes } from './attributes.js';
import type { PoolSettings } from './pool-settings.js';

const pool = defaultPool.userPool as unknown as PoolSettings;
const userRules = { allowVerificationFlags: false };

describe('attributes against the pool schema', () => {
  it('accepts standard and declared custom attributes', () => {
    const list = [
      { Name: 'email', Value: 'ada@example.com' },
      { Name: 'custom:firstName', Value: 'Ada' },
    ];
    expect(readAttributes(pool, list, userRules)).toEqual({
      email: 'ada@example.com',
      'custom:firstName': 'Ada',
    });
  });

  it('refuses custom attributes the schema does not declare', () => {
    expect(() => readAttributes(pool, [{ Name: 'custom:plan', Value: 'x' }], userRules)).toThrow(
      /custom:plan: Attribute does not exist/,
    );
  });

  it('refuses unknown standard names, sub, and verification flags from users', () => {
    for (const name of ['favourite_colour', 'sub', 'email_verified']) {
      expect(() => readAttributes(pool, [{ Name: name, Value: 'true' }], userRules)).toThrow();
    }
  });

  it('deletes attributes given an empty value', () => {
    expect(mergeAttributes({ a: '1', b: '2' }, { a: '' })).toEqual({ b: '2' });
  });
});

describe('verification flags from an administrator', () => {
  it('reads email_verified in any case and stores it as true or false', () => {
    const adminRules = { allowVerificationFlags: true };
    for (const [given, stored] of [
      ['True', 'true'],
      ['FALSE', 'false'],
      ['true', 'true'],
    ]) {
      expect(readAttributes(pool, [{ Name: 'email_verified', Value: given }], adminRules)).toEqual({
        email_verified: stored,
      });
    }
    expect(() =>
      readAttributes(pool, [{ Name: 'email_verified', Value: 'yes' }], adminRules),
    ).toThrow(/email_verified/);
  });
});
