import { parentPort } from 'node:worker_threads';
import { createPasswordChallenge } from '../crypto/srp.js';

export interface SrpTask {
  id: number;
  clientPublicAHex: string;
  verifierHex: string;
}

/** Runs the SRP modular exponentiations off the server's event loop. */
parentPort?.on('message', (task: SrpTask) => {
  try {
    const result = createPasswordChallenge(task.clientPublicAHex, task.verifierHex);
    parentPort?.postMessage({ id: task.id, result });
  } catch (error) {
    parentPort?.postMessage({
      id: task.id,
      error: error instanceof Error ? error.message : 'failed',
    });
  }
});
