/**
 * The two devices every page is measured on: this machine as it is, and a slower phone on a
 * mobile network as Chromium's devtools emulate one (CPU 4× slower, 1.6 Mbps down, 750 kbps
 * up, 150 ms latency), set through the DevTools protocol for each page.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface DeviceProfile {
  name: 'normal' | 'slow';
  description: string;
  throttle?: { cpuSlowdown: number; downloadBitsPerSecond: number; latencyMs: number };
}

export const NORMAL: DeviceProfile = { name: 'normal', description: 'this machine, no throttling' };

export const SLOW: DeviceProfile = {
  name: 'slow',
  description: 'CPU ×4 slower, 1.6 Mbps down, 750 kbps up, 150 ms latency',
  throttle: { cpuSlowdown: 4, downloadBitsPerSecond: 1.6e6, latencyMs: 150 },
};

export const PROFILES: readonly DeviceProfile[] = [NORMAL, SLOW];

/** Must run before the page navigates: the emulation applies to requests made afterwards. */
export async function applyProfile(
  context: BrowserContext,
  page: Page,
  profile: DeviceProfile,
): Promise<void> {
  const { throttle } = profile;
  if (!throttle) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    downloadThroughput: throttle.downloadBitsPerSecond / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
}
