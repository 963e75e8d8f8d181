/**
 * Time until /login can be used in Chromium: from navigation start until the sign-in form is
 * rendered by the client (the server sends the loading view; a visitor without Amplify's cookies
 * is known to be signed out as soon as the page's script runs) and the username field accepts
 * typing. Cold browser context per run, median reported.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../apps/web/e2e/support/chromium.js';

export interface InteractiveTiming {
  runs: number[];
  medianMs: number;
}

function launchChromium() {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/**
 * A slower phone on a mobile network, as Chromium's devtools emulate one: CPU 4× slower,
 * 1.6 Mbps down, 750 kbps up, 150 ms latency.
 */
export const SLOW_DEVICE = { cpuSlowdown: 4, downloadBitsPerSecond: 1.6e6, latencyMs: 150 };

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_DEVICE.latencyMs,
    downloadThroughput: SLOW_DEVICE.downloadBitsPerSecond / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_DEVICE.cpuSlowdown });
}

export async function measureLoginInteractive(
  baseUrl: string,
  { runs = 7, slowDevice = false }: { runs?: number; slowDevice?: boolean } = {},
): Promise<InteractiveTiming> {
  const browser = await launchChromium();
  const timings: number[] = [];
  try {
    // One warm-up so the server's first-request compilation of the route is not counted.
    const warm = await browser.newPage();
    await warm.goto(`${baseUrl}/login`);
    await warm.close();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (slowDevice) await throttle(context, page);
      await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
      const username = page.getByLabel('Username', { exact: true });
      await username.fill('bench');
      timings.push(await page.evaluate(() => Math.round(performance.now())));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return { runs: timings, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0 };
}

/**
 * Every script /login fetches in its first seconds, including what it loads after it is usable
 * (the identity client and other code preloaded when the page is idle), as transferred: the
 * server's own gzip, so a little above the level-9 figures of the build table.
 */
export async function measureLoginScriptBytes(baseUrl: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    return await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce(
          (sum, entry) => sum + ((entry as { encodedBodySize?: number }).encodedBodySize ?? 0),
          0,
        ),
    );
  } finally {
    await browser.close();
  }
}
