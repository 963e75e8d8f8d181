import { parentPort } from 'node:worker_threads';
import type { PasswordClaim } from '../crypto/srp-password-claim.js';
import { createServerKey, verifyPasswordClaim } from '../crypto/srp.js';

export type SrpTask =
  { id: number; kind: 'key' } | { id: number; kind: 'claim'; claim: PasswordClaim };

/** Runs the SRP modular exponentiations off the server's event loop. */
parentPort?.on('message', (task: SrpTask) => {
  try {
    const result = task.kind === 'key' ? createServerKey() : verifyPasswordClaim(task.claim);
    parentPort?.postMessage({ id: task.id, result });
  } catch (error) {
    parentPort?.postMessage({
      id: task.id,
      error: error instanceof Error ? error.message : 'failed',
    });
  }
});
