import autocannon from 'autocannon';

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors. */
  failed: number;
  /** Requests answered. */
  total: number;
}

/**
 * `connections` clients sending GET `url` back to back for `seconds` (autocannon). With
 * a list of header sets, each client sends them in turn, so many people are measured at once
 * rather than one person many times.
 */
export async function load(
  url: string,
  headers: Record<string, string> | Record<string, string>[],
  connections: number,
  seconds: number,
): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(Array.isArray(headers) ? inTurn(headers) : { headers }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
    total: result.requests.total,
  };
}

/** Each figure's median over rounds, so one round disturbed by other work on the machine does not decide. */
export function medianLoad(rounds: Load[]): Load {
  const median = (pick: (one: Load) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  };
  return {
    requestsPerSecond: median((one) => one.requestsPerSecond),
    p50Ms: median((one) => one.p50Ms),
    p99Ms: median((one) => one.p99Ms),
    failed: rounds.reduce((sum, one) => sum + one.failed, 0),
    total: rounds.reduce((sum, one) => sum + one.total, 0),
  };
}

/** Each client sends the header sets in turn; the requests are built once, before the clock starts. */
function inTurn(headerSets: readonly Record<string, string>[]) {
  return { requests: headerSets.map((headers) => ({ method: 'GET' as const, headers })) };
}
