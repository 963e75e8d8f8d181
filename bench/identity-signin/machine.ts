import { availableParallelism, cpus, totalmem } from 'node:os';

/** What the figures were measured on, for bench/RESULTS.md. */
export function describeMachine(): string {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memoryGiB = (totalmem() / 2 ** 30).toFixed(1);
  return `${availableParallelism()} cores (nproc), ${model}, ${memoryGiB} GiB RAM, Node ${process.version}, OpenSSL ${process.versions.openssl}`;
}
