import type { Page } from '@playwright/test';

/** Marks a server-rendered form whose script has not taken over yet (`pre-hydration-submit.ts`). */
export const AWAITING_HYDRATION = '[data-awaiting-hydration]';

/**
 * Signed-out pages are complete in the server's HTML, so a visible heading no longer means the
 * page's script runs. React tags every element it has hydrated with a `__reactFiber$…` key,
 * and forms drop their marker once hydrated; both together mean clicks reach their handlers.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((awaiting) => {
    const heading = document.querySelector('main h1');
    const hydrated =
      heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
    return hydrated && document.querySelector(awaiting) === null;
  }, AWAITING_HYDRATION);
}
