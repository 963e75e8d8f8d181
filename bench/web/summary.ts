/** Medians (and ranges) of a page's samples on one profile. */
import type { FormInHtml } from './form-in-html.js';
import type { PageUnderTest, Sample } from './rounds.js';

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface PageSummary {
  page: PageUnderTest;
  jsGzipBytes: number | null;
  form: FormInHtml;
  lcp: Spread;
  /** Null when typing never stuck in at least half the runs. */
  usable: Spread | null;
  /** When the first form field was hydrated (null: never seen hydrated in half the runs). */
  hydrated: Spread | null;
  /** Characters lost over all runs. */
  lost: number;
  runs: number;
  /** Each round's LCP and usable (null: nothing typed survived), in round order, for pairing. */
  byRound: { lcpMs: number; usableMs: number | null }[];
}

/** How a page compared with another measured in the same rounds, round by round. */
export interface PairedDifference {
  /** Median over rounds of (this page − the other), in ms. */
  medianMs: number;
  /** Rounds in which this page was later, and rounds compared. */
  later: number;
  rounds: number;
}

/**
 * Round-by-round differences of one measure: each round visits both pages within seconds of
 * each other, so a burst of load on this shared machine falls on both alike rather than on one
 * page's median. Rounds where either value is missing are left out; null when no round has both.
 */
export function pairedDifference(
  values: readonly (number | null)[],
  others: readonly (number | null)[],
): PairedDifference | null {
  const differences: number[] = [];
  values.forEach((value, round) => {
    const other = others[round];
    if (value === null || other === null || other === undefined) return;
    differences.push(value - other);
  });
  if (differences.length === 0) return null;
  return {
    medianMs: spread(differences).median,
    later: differences.filter((difference) => difference > 0).length,
    rounds: differences.length,
  };
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const finite = (value: Spread) => (Number.isFinite(value.median) ? value : null);

export function summarise(
  page: PageUnderTest,
  samples: Sample[],
  form: FormInHtml,
  jsGzipBytes: number | null,
): PageSummary {
  // A run where nothing typed survived counts as never usable, which sorts after every time.
  const usable = finite(
    spread(samples.map((sample) => sample.usableMs ?? Number.POSITIVE_INFINITY)),
  );
  return {
    page,
    jsGzipBytes,
    form,
    lcp: spread(samples.map((sample) => sample.lcpMs)),
    usable,
    hydrated: finite(
      spread(samples.map((sample) => sample.hydratedMs ?? Number.POSITIVE_INFINITY)),
    ),
    lost: samples.reduce((sum, sample) => sum + sample.lost, 0),
    runs: samples.length,
    byRound: samples.map((sample) => ({ lcpMs: sample.lcpMs, usableMs: sample.usableMs })),
  };
}
