/// <reference lib="dom" />
/**
 * One cold page load each (new browser context, empty cache): the largest contentful paint of a
 * load nobody touches, and the typing record of a load where the bench types from the moment
 * the first form field is on screen (see typing-analysis.ts for what is concluded from it).
 */
import type { Browser, Page } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FORM_FIELD_SELECTOR } from './form-fields.js';
import { applyProfile, type DeviceProfile } from './profiles.js';
import type { TypingRecord } from './typing-analysis.js';

/** About a fast typist's pace; also the resolution of the "usable" time. */
export const KEYSTROKE_INTERVAL_MS = 30;
/** Characters typed into the hydrated field, so a reset at hydration still leaves a run. */
export const KEYSTROKES_AFTER_HYDRATION = 5;
const GIVE_UP_AFTER_MS = 30_000;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Where each load starts: a page on another site (arrival-page.ts), or null for the new tab. */
export type ArrivalUrl = string | null;

async function withPage<T>(
  browser: Browser,
  profile: DeviceProfile,
  arrivalUrl: ArrivalUrl,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Loaded before the throttling starts: only the page under test is slowed down.
    if (arrivalUrl) await page.goto(arrivalUrl, { waitUntil: 'load' });
    await applyProfile(context, page, profile);
    return await use(page);
  } finally {
    await context.close();
  }
}

/** Until no request has been made for half a second, or 10 s have passed. */
export async function untilNetworkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** Quiet, then a little longer for late work. */
async function settle(page: Page): Promise<void> {
  await untilNetworkQuiet(page);
  await sleep(300);
}

export function measureLcp(
  browser: Browser,
  url: string,
  profile: DeviceProfile,
  arrivalUrl: ArrivalUrl,
) {
  return withPage(browser, profile, arrivalUrl, async (page) => {
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(Math.round(list.getEntries().at(-1)?.startTime ?? 0));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  });
}

type FieldState = 'absent' | 'shown' | 'hydrated';

/** What the bench adds to the page under test before its own scripts run. */
interface BenchWindow {
  /** Page time of every keydown the page handled, in order. */
  __benchKeys: number[];
  /** The first form field on screen; a streamed part of a page can hold one hidden for a while. */
  __benchField: () => HTMLInputElement | null;
}

function instrumentPage(selector: string): void {
  const bench = window as unknown as BenchWindow;
  const keys: number[] = [];
  bench.__benchKeys = keys;
  bench.__benchField = () =>
    [...document.querySelectorAll<HTMLInputElement>(selector)].find(
      (field) =>
        field.getClientRects().length > 0 && getComputedStyle(field).visibility !== 'hidden',
    ) ?? null;
  addEventListener('keydown', () => keys.push(performance.now()), true);
}

/** Focuses that field (again, if focus was lost) and says whether React owns it yet. */
function focusField(page: Page): Promise<FieldState> {
  return page
    .evaluate(() => {
      const field = (window as unknown as BenchWindow).__benchField();
      if (!field) return 'absent';
      if (document.activeElement !== field) field.focus();
      return Object.keys(field).some((key) => key.startsWith('__reactFiber$'))
        ? 'hydrated'
        : 'shown';
    })
    .catch((): FieldState => 'absent'); // the document is still being replaced
}

export function measureTyping(
  browser: Browser,
  url: string,
  profile: DeviceProfile,
  arrivalUrl: ArrivalUrl,
): Promise<TypingRecord> {
  return withPage(browser, profile, arrivalUrl, async (page) => {
    await page.addInitScript(instrumentPage, FORM_FIELD_SELECTOR);
    await page.goto(url, { waitUntil: 'commit' });
    const startedAt = Date.now();
    let typed = '';
    let hydratedAtIndex = -1;
    let afterHydration = 0;
    // A page that never shows or hydrates its field ends up "never usable" rather than stopping the run.
    while (
      afterHydration < KEYSTROKES_AFTER_HYDRATION &&
      Date.now() - startedAt < GIVE_UP_AFTER_MS
    ) {
      const state = await focusField(page);
      if (state !== 'absent') {
        const char = ALPHABET[typed.length % ALPHABET.length] ?? 'x';
        await page.keyboard.type(char);
        typed += char;
        if (state === 'hydrated' && hydratedAtIndex === -1) hydratedAtIndex = typed.length - 1;
        if (state === 'hydrated') afterHydration++;
      }
      await sleep(KEYSTROKE_INTERVAL_MS);
    }
    await settle(page);
    return page.evaluate(
      ({ typed, hydratedAtIndex }) => {
        const bench = window as unknown as BenchWindow;
        return {
          typed,
          hydratedAtIndex,
          handledAtMs: bench.__benchKeys,
          finalValue: bench.__benchField()?.value ?? '',
        };
      },
      { typed, hydratedAtIndex },
    );
  });
}

/** How the figures of the tables are taken, printed with them. */
export const DEFINITIONS = [
  'LCP: largest contentful paint of a cold load (new browser context, empty cache) that nobody touches, read once the network has been quiet for half a second. Unless the run says otherwise, every load starts from a blank page on another site (`localhost`; the pages under test are on `127.0.0.1`), as a visitor arrives from a link or the address bar; see decision 024.',
  `Usable: a second cold load. From navigation start the bench focuses the first form field as soon as it is on screen (again whenever focus is lost) and types one character every ${KEYSTROKE_INTERVAL_MS} ms until ${KEYSTROKES_AFTER_HYDRATION} characters have gone into the field after React hydrated it; once the network is quiet it reads the field. Usable is the page time since navigation start at which the page handled (keydown) the first character of the unbroken run of characters still in the field at the end: from that moment nothing typed was lost, before or after hydration. Resolution about ${KEYSTROKE_INTERVAL_MS} ms. Field hydrated: when the page handled the first character typed after React had taken over the field (a React fiber on the element). Typed characters lost: characters typed into the field that the final value no longer holds, over all runs.`,
  'JS gzip: first-load JavaScript of the route in the production build (framework chunks plus every chunk its layouts and page need, gzip level 9). Form in HTML: form fields in the HTML fetched without cookies, and whether Chromium with JavaScript switched off shows each of them.',
];
