import 'server-only';
import { Worker } from 'node:worker_threads';

/**
 * The database thread of the built server: Next.js bundles the worker's entry because it is
 * written in exactly this form (`new Worker(new URL(…, import.meta.url))`).
 */
export const startBundledPgliteThread = () => new Worker(new URL('./worker.ts', import.meta.url));
