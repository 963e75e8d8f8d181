import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files and the tests in them run in a random order, so no test can lean on another having run
 * first. Vitest prints the order's seed ("Running tests with seed …"); TEST_SEED=<seed> replays
 * it (as does `--sequence.seed=<seed>`).
 */
const seed = process.env.TEST_SEED ? Number.parseInt(process.env.TEST_SEED, 10) : undefined;
if (seed !== undefined && !Number.isSafeInteger(seed))
  throw new Error('TEST_SEED must be an integer');

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts', 'bench'],
    // One file per core. Vitest's default leaves a core free (one worker on two cores), but most
    // files spend their time waiting on the servers and databases they start: on two cores, two
    // workers took the suite from 627 to 423 s (2026-12-07).
    maxWorkers: availableParallelism(),
    // Set here: a project takes its order from the root configuration only.
    sequence: { shuffle: { files: true, tests: true }, ...(seed === undefined ? {} : { seed }) },
  },
});
