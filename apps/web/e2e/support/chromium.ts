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
  ],
};
