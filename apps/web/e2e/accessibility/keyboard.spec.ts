import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoReady, readStoredSettings } from './support/settings';

/** Presses Tab until `target` has focus, failing after a bounded number of presses. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A 2 px or wider outline on the focused element or the control drawn around it. */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    let element: Element | null = document.activeElement;
    for (let depth = 0; element && depth < 4; depth++, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
        return `${style.outlineWidth} ${style.outlineStyle}`;
      }
    }
    return null;
  });
  expect(outline, 'visible focus outline').not.toBeNull();
}

test('the settings page works with the keyboard alone', async ({ page }) => {
  await gotoReady(page, '/settings/accessibility');
  await expect(page).toHaveTitle(/Accessibility settings/);
  const status = page.locator('main').getByRole('status');
  const html = page.locator('html');

  const smaller = page.getByRole('button', { name: 'Smaller text' });
  await tabTo(page, smaller);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Text size 90 percent');
  await expect(html).toHaveCSS('font-size', '14.4px');

  const slider = page.getByRole('slider', { name: /Text size/ });
  await tabTo(page, slider);
  await expectVisibleFocus(page);
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '120 percent');
  await expect(status).toHaveText('Text size 120 percent');

  await tabTo(page, page.getByRole('button', { name: 'Larger text' }));
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Text size 130 percent');

  await tabTo(page, page.getByRole('radio', { name: /Light/ }));
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Dark/ })).toBeFocused();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(status).toHaveText('Theme: Dark');
  expect(await readStoredSettings(page)).toEqual({ fontSize: 130, themeVariant: 'dark' });

  await tabTo(page, page.getByRole('button', { name: 'Reset to defaults' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-theme', 'default');
  await expect(html).toHaveCSS('font-size', '16px');
  await expect(status).toContainText('Settings reset');
  expect(await readStoredSettings(page)).toEqual({ fontSize: 100, themeVariant: 'default' });
});

test('the header control opens the settings, closes with Esc and returns focus', async ({
  page,
}) => {
  await gotoReady(page, '/login');
  // Changing the settings must not lose what was typed.
  await page.getByLabel('Username').fill('jane.doe');
  const trigger = page.getByRole('button', { name: 'Accessibility settings' });
  await tabTo(page, trigger);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Accessibility settings' });
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByRole('button', { name: 'Larger text' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Text size 110 percent');
  await tabTo(page, dialog.getByRole('radio', { name: /Light/ }));
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'warm');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await readStoredSettings(page)).toEqual({ fontSize: 110, themeVariant: 'warm' });
  await expect(page.getByLabel('Username')).toHaveValue('jane.doe');
});
