/// <reference lib="dom" />
import type { Browser } from '@playwright/test';

/**
 * The minimal page is a fair reference only if its form really signs in: submit an unknown
 * user and return the identity server's answer as the page shows it.
 */
export async function checkMinimalSignIn(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // Once React owns the form, a submit runs Amplify rather than the browser's own GET.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('form') ?? {}).some((key) => key.startsWith('__react')),
    );
    await page.getByLabel('Username').fill(`bench-nobody-${Date.now()}`);
    await page.getByLabel('Password').fill('not the password 1A!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Next.js's route announcer is an empty alert too; the answer is the one with text.
    const answer = page.getByRole('alert').filter({ hasText: /\S/ });
    return (await answer.textContent({ timeout: 15_000 })) ?? '';
  } finally {
    await context.close();
  }
}
