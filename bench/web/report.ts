/**
 * The page tables, one per device profile, and the issue's targets with whether each is met.
 * Targets compare every signed-out route of ours with the minimal MUI + Amplify sign-in page
 * measured in the same rounds.
 */
import type { DeviceProfile } from './profiles.js';
import {
  pairedDifference,
  type PageSummary,
  type PairedDifference,
  type Spread,
} from './summary.js';

/** Issue 12: usable within 1.5 s on the slow profile. */
export const SLOW_USABLE_TARGET_MS = 1500;

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const kB = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} kB`);
const timing = (value: Spread | null) =>
  value ? `${ms(value.median)} (${Math.round(value.min)}–${Math.round(value.max)})` : 'never';

function formCell({ form }: PageSummary): string {
  if (form.fieldsInHtml.length === 0) return 'no';
  const fields = form.fieldsInHtml.join(', ');
  if (form.complete) return `yes (${fields}; visible without JS)`;
  return `yes (${fields}), but ${form.visibleWithoutJs} of ${form.fieldsInHtml.length} visible without JS`;
}

export function pageTable(summaries: PageSummary[]): string {
  return [
    '| page | route | JS gzip | form in HTML | LCP | usable | field hydrated | typed characters lost |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |',
    ...summaries.map(
      (summary) =>
        `| ${summary.page.site} | \`${summary.page.route}\` | ${kB(summary.jsGzipBytes)} | ${formCell(summary)} | ${timing(summary.lcp)} | ${timing(summary.usable)} | ${timing(summary.hydrated)} | ${summary.lost} |`,
    ),
  ].join('\n');
}

function pairedCell(difference: PairedDifference | null): string {
  if (!difference) return '–';
  const sign = difference.medianMs > 0 ? '+' : difference.medianMs < 0 ? '−' : '±';
  return `${sign}${ms(Math.abs(difference.medianMs))} (later in ${difference.later} of ${difference.rounds})`;
}

/**
 * Each route of ours against the minimal page round by round: the median of the rounds'
 * differences, and in how many rounds ours came later.
 */
export function pairedTable(ours: PageSummary[], reference: PageSummary): string {
  const lcp = (summary: PageSummary) => summary.byRound.map((round) => round.lcpMs);
  const usable = (summary: PageSummary) => summary.byRound.map((round) => round.usableMs);
  return [
    '| route | LCP, ours − minimal | usable, ours − minimal |',
    '| --- | ---: | ---: |',
    ...ours.map(
      (summary) =>
        `| \`${summary.page.route}\` | ${pairedCell(pairedDifference(lcp(summary), lcp(reference)))} | ${pairedCell(pairedDifference(usable(summary), usable(reference)))} |`,
    ),
  ].join('\n');
}

function verdict(label: string, failing: PageSummary[]): string {
  const routes = failing.map((summary) => `\`${summary.page.route}\``).join(', ');
  return `- ${failing.length === 0 ? 'met' : 'NOT met'}: ${label}${failing.length === 0 ? '' : ` (not on ${routes})`}`;
}

const usableMs = (summary: PageSummary) => summary.usable?.median ?? Number.POSITIVE_INFINITY;

export function targetVerdicts(
  profile: DeviceProfile,
  ours: PageSummary[],
  reference: PageSummary,
): string {
  const referenceUsable = usableMs(reference);
  const slow = profile.name === 'slow';
  const usableLabel = `usable sooner than the minimal page (${reference.usable ? ms(reference.usable.median) : 'never'})${slow ? ` and within ${ms(SLOW_USABLE_TARGET_MS)}` : ''}`;
  const lost = ours.reduce((sum, summary) => sum + summary.lost, 0);
  return [
    verdict(
      'form in the server HTML and visible without JavaScript on every signed-out route',
      ours.filter((summary) => !summary.form.complete),
    ),
    verdict(
      `LCP no later than the minimal page's (${ms(reference.lcp.median)})`,
      ours.filter((summary) => summary.lcp.median > reference.lcp.median),
    ),
    verdict(
      usableLabel,
      ours.filter(
        (summary) =>
          usableMs(summary) >= referenceUsable ||
          (slow && usableMs(summary) > SLOW_USABLE_TARGET_MS),
      ),
    ),
    `- ${lost === 0 ? 'met' : 'NOT met'}: typed input never lost to hydration (${lost} characters lost over all runs)`,
  ].join('\n');
}

export function profileSection(
  profile: DeviceProfile,
  summaries: PageSummary[],
  reference: PageSummary,
  ours: PageSummary[],
): string {
  return [
    `### ${profile.name === 'slow' ? 'Slow' : 'Normal'} profile (${profile.description})`,
    '',
    pageTable(summaries),
    '',
    'Round by round against the minimal page (the median of the differences within each round, and the rounds in which ours came later):',
    '',
    pairedTable(ours, reference),
    '',
    'Targets (issue 12, ours against the minimal page in the same rounds):',
    '',
    targetVerdicts(profile, ours, reference),
  ].join('\n');
}
