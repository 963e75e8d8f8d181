/// <reference lib="dom" />
/**
 * Is the form in the server's HTML? Two checks per page: the HTML as fetched without cookies
 * (a first visit) holds form fields, and Chromium with JavaScript switched off shows them.
 */
import type { Browser } from '@playwright/test';
import { FORM_FIELD_SELECTOR } from './form-fields.js';

export interface FormInHtml {
  /** Names (or ids) of the form fields in the fetched HTML; empty when there is no form. */
  fieldsInHtml: string[];
  /** Fields visible in Chromium with JavaScript disabled. */
  visibleWithoutJs: number;
  /** Every field of the server HTML is visible without JavaScript, and there is at least one. */
  complete: boolean;
}

async function fieldsInFetchedHtml(browser: Browser, url: string): Promise<string[]> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  const page = await browser.newPage();
  try {
    // The browser's own parser, so the answer is what a browser would build from the bytes.
    return await page.evaluate(
      ({ markup, selector }) =>
        [...new DOMParser().parseFromString(markup, 'text/html').querySelectorAll(selector)].map(
          (field) => field.getAttribute('name') ?? field.id,
        ),
      { markup: html, selector: FORM_FIELD_SELECTOR },
    );
  } finally {
    await page.close();
  }
}

async function visibleFieldsWithoutJs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const fields = await page.locator(FORM_FIELD_SELECTOR).all();
    const visible = await Promise.all(fields.map((field) => field.isVisible()));
    return visible.filter(Boolean).length;
  } finally {
    await context.close();
  }
}

export async function checkFormInHtml(browser: Browser, url: string): Promise<FormInHtml> {
  const fieldsInHtml = await fieldsInFetchedHtml(browser, url);
  const visibleWithoutJs = await visibleFieldsWithoutJs(browser, url);
  return {
    fieldsInHtml,
    visibleWithoutJs,
    complete: fieldsInHtml.length > 0 && visibleWithoutJs === fieldsInHtml.length,
  };
}
