/** Latency summary of one run; percentiles by nearest rank. */
export interface RunSummary {
  completed: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sortedMs: number[], fraction: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.min(sortedMs.length, Math.max(1, Math.ceil(fraction * sortedMs.length)));
  return sortedMs[rank - 1] ?? Number.NaN;
}

export function summarise(latenciesMs: number[], failed: number, elapsedMs: number): RunSummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const seconds = elapsedMs / 1000;
  return {
    completed: sorted.length,
    failed,
    seconds,
    perSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}
