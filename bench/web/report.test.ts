import { describe, expect, it } from 'vitest';
import { NORMAL, SLOW } from './profiles.js';
import { pairedTable, targetVerdicts } from './report.js';
import { pairedDifference, type PageSummary } from './summary.js';

const at = (median: number) => ({ median, min: median, max: median });

function summary(route: string, overrides: Partial<PageSummary> = {}): PageSummary {
  return {
    page: { site: 'ours', route, url: `http://127.0.0.1${route}` },
    jsGzipBytes: 150_000,
    form: { fieldsInHtml: ['username'], visibleWithoutJs: 1, complete: true },
    lcp: at(100),
    usable: at(200),
    hydrated: at(400),
    lost: 0,
    byRound: [],
    ...overrides,
    runs: 5,
  };
}

const minimal = summary('/login', { lcp: at(120), usable: at(300) });

describe('targetVerdicts', () => {
  it('meets every target when each route is ahead of the minimal page and keeps all input', () => {
    const verdicts = targetVerdicts(NORMAL, [summary('/login'), summary('/signup')], minimal);
    expect(verdicts).not.toContain('NOT met');
  });

  it('names the routes whose form is missing from the HTML or hidden without JavaScript', () => {
    const hidden = { fieldsInHtml: ['email'], visibleWithoutJs: 0, complete: false };
    const verdicts = targetVerdicts(
      NORMAL,
      [summary('/login'), summary('/forgot-username', { form: hidden })],
      minimal,
    );
    expect(verdicts).toMatch(/NOT met: form in the server HTML.*\(not on `\/forgot-username`\)/);
  });

  it('fails the LCP target when a route paints later than the minimal page', () => {
    const verdicts = targetVerdicts(NORMAL, [summary('/signup', { lcp: at(121) })], minimal);
    expect(verdicts).toMatch(/NOT met: LCP no later.*`\/signup`/);
  });

  it('counts a tie with the minimal page as not sooner', () => {
    const verdicts = targetVerdicts(NORMAL, [summary('/login', { usable: at(300) })], minimal);
    expect(verdicts).toMatch(/NOT met: usable sooner/);
  });

  it('asks for usable within 1.5 s on the slow profile even when the minimal page is slower', () => {
    const slowMinimal = summary('/login', { lcp: at(900), usable: at(2000) });
    const verdicts = targetVerdicts(SLOW, [summary('/login', { usable: at(1600) })], slowMinimal);
    expect(verdicts).toMatch(/NOT met: usable sooner .* and within 1,500 ms/);
  });

  it('fails the never-lost target on a single lost character', () => {
    const verdicts = targetVerdicts(NORMAL, [summary('/login', { lost: 1 })], minimal);
    expect(verdicts).toContain('NOT met: typed input never lost to hydration (1 characters');
  });
});

describe('pairedDifference', () => {
  it('takes the median of the differences within each round and counts the rounds later', () => {
    expect(pairedDifference([500, 560, 540, 700], [480, 570, 500, 600])).toEqual({
      medianMs: 20,
      later: 3,
      rounds: 4,
    });
  });

  it('leaves out the rounds where either page has no value, and gives null when none is left', () => {
    expect(pairedDifference([300, null, 310], [320, 280, null])).toEqual({
      medianMs: -20,
      later: 0,
      rounds: 1,
    });
    expect(pairedDifference([null], [300])).toBeNull();
  });
});

describe('pairedTable', () => {
  it('shows each route against the minimal page round by round, with its sign', () => {
    const rounds = (lcp: number[], usable: (number | null)[]) =>
      lcp.map((lcpMs, round) => ({ lcpMs, usableMs: usable[round] ?? null }));
    const reference = summary('/login', { byRound: rounds([500, 520, 510], [600, 610, 620]) });
    const table = pairedTable(
      [
        summary('/login', { byRound: rounds([530, 540, 500], [560, 600, 640]) }),
        summary('/signup', { byRound: rounds([500, 520, 510], [null, null, null]) }),
      ],
      reference,
    );
    expect(table.split('\n').slice(2)).toEqual([
      '| `/login` | +20 ms (later in 2 of 3) | −10 ms (later in 1 of 3) |',
      '| `/signup` | ±0 ms (later in 0 of 3) | – |',
    ]);
  });
});
