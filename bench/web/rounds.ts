/**
 * Interleaved rounds: every round visits every page on every profile, each page once for its
 * largest contentful paint and once for typing, and the order of the pages turns by one each
 * round, so a burst of load from other work on this shared machine falls on all of them alike.
 */
import type { Browser } from '@playwright/test';
import { measureLcp, measureTyping, type ArrivalUrl } from './page-timings.js';
import type { DeviceProfile } from './profiles.js';
import { analyseTyping, type TypingVerdict } from './typing-analysis.js';

export interface PageUnderTest {
  /** Whose page: "ours", "minimal MUI + Amplify", "baseline". */
  site: string;
  route: string;
  url: string;
}

export interface Sample extends TypingVerdict {
  lcpMs: number;
}

export const sampleKey = (profile: DeviceProfile, page: PageUnderTest) =>
  `${profile.name} ${page.site} ${page.route}`;

function rotate<T>(items: readonly T[], by: number): T[] {
  const start = by % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

export async function runRounds(
  browser: Browser,
  pages: readonly PageUnderTest[],
  profiles: readonly DeviceProfile[],
  rounds: number,
  arrivalUrl: ArrivalUrl,
): Promise<Map<string, Sample[]>> {
  const samples = new Map<string, Sample[]>();
  for (let round = 0; round < rounds; round++) {
    for (const profile of profiles) {
      for (const page of rotate(pages, round)) {
        const lcpMs = await measureLcp(browser, page.url, profile, arrivalUrl);
        const verdict = analyseTyping(await measureTyping(browser, page.url, profile, arrivalUrl));
        const key = sampleKey(profile, page);
        samples.set(key, [...(samples.get(key) ?? []), { lcpMs, ...verdict }]);
      }
    }
    console.log(`  round ${round + 1} of ${rounds} done`);
  }
  return samples;
}
