/**
 * Features Playwright (1.65) switches off itself. Chromium reads only the last
 * `--disable-features` on its command line, so ours names them again;
 * `e2e/chromium-launch.spec.ts` fails when Playwright's list gains one that this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 opens every new window (each browser context) with the address bar's pop-ups
 * loaded as web pages in renderers of their own: about 1.5 s of processor time per context on
 * this 2-core machine, spent while the page under test loads. Nothing here uses the address bar.
 */
export const ADDRESS_BAR_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

/**
 * How the tests and the web bench start Debian's Chromium: headless as root needs no sandbox,
 * and the network flags stop background calls that this machine's closed network refuses.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP_FEATURES].join(',')}`,
  ],
};
