/**
 * The servers the bench measures, all against one local identity server: our production build,
 * the minimal MUI + Amplify page, and optionally a baseline build of another checkout.
 */
import { startTestStack } from '../../apps/web/e2e/support/test-stack.js';
import { startBaseline } from './baseline-server.js';
import { startMinimalPage } from './minimal-page-server.js';
import type { PageUnderTest } from './rounds.js';

export const OURS = 'ours';
export const MINIMAL = 'minimal MUI + Amplify';
export const BASELINE = 'baseline';

export const SIGNED_OUT_ROUTES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/forgot-username',
  '/confirm-signup',
];

export interface Sites {
  pages: PageUnderTest[];
  minimalUrl: string;
  stop: () => Promise<void>;
}

const routesOf = (site: string, baseUrl: string): PageUnderTest[] =>
  SIGNED_OUT_ROUTES.map((route) => ({ site, route, url: `${baseUrl}${route}` }));

export async function startSites(baselineDir: string | undefined): Promise<Sites> {
  const stack = await startTestStack({ dev: false });
  const stops = [stack.stop];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    const minimal = await startMinimalPage(stack.environment);
    stops.push(minimal.stop);
    const baseline = baselineDir ? await startBaseline(baselineDir, stack.environment) : null;
    if (baseline) stops.push(baseline.stop);
    const minimalUrl = `${minimal.baseUrl}/login`;
    return {
      pages: [
        ...routesOf(OURS, stack.environment.baseUrl),
        ...(baseline ? routesOf(BASELINE, baseline.baseUrl) : []),
        { site: MINIMAL, route: '/login', url: minimalUrl },
      ],
      minimalUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
