import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordVerifier, publicBFor } from '../crypto/srp.js';
import { createInlineSrpEngine, createWorkerSrpEngine } from './srp-engine.js';

const engine = createWorkerSrpEngine(2);
afterAll(() => engine.close());

describe('SRP on worker threads', () => {
  it('computes server ephemerals and checks claims like the inline engine', async () => {
    const { verifierHex } = createPasswordVerifier('Pool', 'ada', 'Correct-Horse-1');
    const results = await Promise.all([1, 2, 3].map(() => engine.createServerKey()));
    for (const key of results) {
      expect(key.serverKeyHex).toMatch(/^[0-9a-f]+$/);
      expect(key.secretBHex).toMatch(/^[0-9a-f]+$/);
    }
    const first = results[0] ?? { serverKeyHex: '', secretBHex: '' };
    const server = {
      secretBHex: first.secretBHex,
      publicBHex: publicBFor(first.serverKeyHex, verifierHex) ?? '',
    };
    const claim = {
      poolName: 'Pool',
      userIdForSrp: 'ada',
      verifierHex,
      clientPublicAHex: 'abcdef',
      server,
      secretBlockBase64: 'AAAA',
      timestamp: 'Sun Nov 2 09:05:07 UTC 2025',
      signatureBase64: 'AAAA',
    };
    expect(await engine.verifyPasswordClaim(claim)).toBe(
      await createInlineSrpEngine().verifyPasswordClaim(claim),
    );
  });
});

describe('SRP when workers cannot start', () => {
  it('falls back to the event loop, including for tasks already queued', async () => {
    const broken = createWorkerSrpEngine(1, 'process.exit(1)');
    const [first, second] = await Promise.all([broken.createServerKey(), broken.createServerKey()]);
    expect(first.serverKeyHex).toMatch(/^[0-9a-f]+$/);
    expect(second.serverKeyHex).not.toBe(first.serverKeyHex);
    await broken.close();
  });
});
