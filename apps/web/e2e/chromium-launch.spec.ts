import { expect, test } from '@playwright/test';
import { ADDRESS_BAR_POPUP_FEATURES } from './support/chromium';

/** Every `--disable-features` value on a command line, in order. */
function disabledFeatureLists(commandLine: string): string[][] {
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
    (match[1] ?? '').split(','),
  );
}

test("the tests' Chromium keeps Playwright's disabled features and leaves the address bar's pop-ups out", async ({
  browser,
}) => {
  const browserSession = await browser.newBrowserCDPSession();
  const versionContext = await browser.newContext();
  const versionPage = await versionContext.newPage();
  await versionPage.goto('chrome://version');
  const commandLine = await versionPage.locator('#command_line').innerText();
  await versionContext.close();
  const lists = disabledFeatureLists(commandLine);
  // Playwright's own, then ours: Chromium reads the last one only.
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const effective = lists.at(-1) ?? [];
  for (const earlier of lists.slice(0, -1)) {
    const lost = earlier.filter((feature) => !effective.includes(feature));
    expect(lost, 'features switched off earlier on the command line that ours leaves on').toEqual(
      [],
    );
  }
  expect(effective).toEqual(expect.arrayContaining(ADDRESS_BAR_POPUP_FEATURES));

  // A new context is a new window: only the page itself is there, no pop-up of the address bar.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('data:text/html,<title>blank</title>');
    const { targetInfos } = (await browserSession.send('Target.getTargets')) as {
      targetInfos: { type: string; url: string }[];
    };
    const browserPages = targetInfos.filter((target) => target.url.startsWith('chrome://'));
    expect(browserPages, "Chromium's own pages loaded beside a new window's page").toEqual([]);
  } finally {
    await context.close();
  }
});
