import { describe, expect, it } from 'vitest';
import { NORMAL, SLOW } from './profiles.js';
import { targetVerdicts } from './report.js';
import type { PageSummary } from './summary.js';

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
