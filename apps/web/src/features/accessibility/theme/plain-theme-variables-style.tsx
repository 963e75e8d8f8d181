'use client';
import { PLAIN_THEME_VARIABLES_CSS } from './plain-theme-variables-css';

/**
 * Every variant's colours, type and spacing that the app's own CSS reads, inline in `<head>` so
 * the first paint waits for no style sheet. A client component on purpose: the text comes with
 * the script, so the page's flight data holds a reference instead of a second copy of it
 * (decision 017). React does not rewrite a hydrated element's inner HTML, and the client renders
 * the same text anyway.
 */
export function PlainThemeVariablesStyle({ nonce }: { nonce?: string }) {
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: PLAIN_THEME_VARIABLES_CSS }} />;
}
