import { expect, type Page } from '@playwright/test';

const CODE_TEXT = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

/**
 * On /recovery-codes, where a completed authenticator setup leads: the ten new codes as a
 * person reads them, then "I have saved these codes" and "Continue" on to the sign-in's
 * destination.
 */
export async function saveFirstRecoveryCodes(page: Page): Promise<string[]> {
  await expect(page).toHaveURL(/\/recovery-codes(\?|$)/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }),
  ).toBeVisible();
  const items = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();
  codes.forEach((code) => expect(code).toMatch(CODE_TEXT));
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return codes;
}
