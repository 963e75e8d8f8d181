import { percentile } from '../identity-signin/stats.js';
import type { RequestRecord } from './recording-http.js';
import type { PhaseResult } from './traffic.js';

const format = (value: number, digits = 1) =>
  Number.isFinite(value) ? value.toFixed(digits) : '-';

function latencies(records: RequestRecord[]) {
  const sorted = records.map((record) => record.latencyMs).sort((a, b) => a - b);
  return `p50 ${format(percentile(sorted, 0.5))} ms, p99 ${format(percentile(sorted, 0.99))} ms`;
}

/** One phase as Markdown: rate, 5xx, dropped, latency by kind, answers by outcome. */
export function summarisePhase(name: string, result: PhaseResult, ratePerSecond: number): string {
  const { records } = result;
  const seconds = result.elapsedMs / 1000;
  const valid = records.filter((record) => record.kind === 'valid');
  const invalid = records.filter((record) => record.kind === 'invalid');
  const serverErrors = records.filter((record) => record.status >= 500).length;
  const dropped = records.filter((record) => record.outcome === 'dropped').length;
  const byOutcome = new Map<string, number>();
  for (const record of records) {
    const key = `${record.kind} | ${record.outcome}`;
    byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  }
  const lines = [
    `\n## ${name}: ${records.length} requests in ${format(seconds)} s (${format(records.length / seconds)}/s of ${ratePerSecond}/s asked)`,
    `5xx: ${serverErrors}; dropped connections: ${dropped}; valid flows that failed: ${JSON.stringify(result.flowFailures)}`,
    `valid requests: ${valid.length}, ${latencies(valid)}`,
    ...(invalid.length > 0 ? [`malformed requests: ${invalid.length}, ${latencies(invalid)}`] : []),
    ...result.firstFailures.map((failure) => `  first failures: ${failure}`),
    ...result.shapeProblems.map((problem) => `  not Cognito-shaped: ${problem.slice(0, 400)}`),
    '',
    '| kind | outcome | requests |',
    '|---|---|---:|',
    ...[...byOutcome.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `| ${key} | ${count} |`),
  ];
  return lines.join('\n');
}
