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
  };
}
