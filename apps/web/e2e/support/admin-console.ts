import { expect, type Page } from '@playwright/test';

/** Opens a person's page from /admin's search, as support would: by what the person wrote. */
export async function findPerson(page: Page, query: string, username: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await page.getByLabel('Find a person', { exact: true }).fill(query);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Person: ${username}` })).toBeVisible();
}

/**
 * Opens an action's dialog from its button, gives the reason (and the step-up when given) and
 * confirms; waits for the page's status to say it happened and the dialog to close.
 */
export async function runPersonAction(
  page: Page,
  action: { button: string; reason: string; done: string; days?: string },
  stepUp?: { password: string; code: string },
) {
  await page.getByRole('button', { name: action.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action.button });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason', { exact: true }).fill(action.reason);
  if (action.days) await dialog.getByLabel('Days to add', { exact: true }).fill(action.days);
  const password = dialog.getByLabel('Password', { exact: true });
  if (stepUp) {
    await password.fill(stepUp.password);
    await dialog.getByLabel('Authenticator code', { exact: true }).fill(stepUp.code);
  } else {
    await expect(password).toHaveCount(0);
  }
  await dialog.getByRole('button', { name: action.button, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: action.done })).toBeVisible();
}

/** The value shown beside a label of a description list (the person's details, the profile). */
export function detailValue(page: Page, label: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
