// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initScriptSource } from './init-script-source';
import { parseStoredSettings } from './parse-stored-settings';
import {
  ACCESSIBILITY_STORAGE_KEY,
  isInlineThemeVariant,
  resolveThemeVariant,
  rootFontSizePercent,
} from './settings';

const SHEET = '/theme.css?v=0123456789ab';

function runInitScript(stored: string | null, prefersDark = false) {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.style.fontSize = '';
  localStorage.clear();
  if (stored !== null) localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersDark && query === '(prefers-color-scheme: dark)',
  }));
  // Written while the page is parsed in production; here the document is already complete.
  const written: string[] = [];
  vi.spyOn(document, 'write').mockImplementation((...markup: string[]) => {
    written.push(markup.join(''));
  });
  // The script runs as page source in production; evaluating it is the faithful test.
  new Function(initScriptSource(SHEET))();
  vi.restoreAllMocks();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    fontSize: document.documentElement.style.fontSize,
    written,
  };
}

afterEach(() => vi.unstubAllGlobals());

const CASES: [string | null, boolean][] = [
  [null, false],
  [null, true],
  ['{"fontSize":150,"themeVariant":"high-contrast"}', false],
  ['{"fontSize":120,"themeVariant":"senior-friendly"}', true],
  ['{"fontSize":200,"themeVariant":"default"}', true],
  ['{"fontSize":120}', true],
  ['{broken', false],
  ['{"fontSize":250,"themeVariant":"purple"}', true],
  ['{"fontSize":"120","themeVariant":"warm"}', false],
  ['{"fontSize":125,"themeVariant":"blue"}', false],
  ['[]', false],
  ['null', true],
];

describe('accessibility init script', () => {
  it.each(CASES)('applies %s (system dark: %s) exactly as the app would', (stored, dark) => {
    const expected = parseStoredSettings(stored);
    const variant = resolveThemeVariant(expected.themeVariant, dark);
    expect(runInitScript(stored, dark)).toEqual({
      theme: variant,
      fontSize: `${rootFontSizePercent(expected.fontSize, variant)}%`,
      // Only a variant that is not inline waits for the full sheet.
      written: isInlineThemeVariant(variant) ? [] : [`<link rel="stylesheet" href="${SHEET}">`],
    });
  });

  it('enlarges the base size for the senior-friendly variant', () => {
    expect(runInitScript('{"fontSize":100,"themeVariant":"senior-friendly"}').fontSize).toBe(
      '112.5%',
    );
  });

  it('still applies defaults when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(runInitScript(null)).toMatchObject({ theme: 'default', fontSize: '100%', written: [] });
    vi.restoreAllMocks();
  });

  it('cannot be ended early by the sheet address it carries', () => {
    const source = initScriptSource('/theme.css?v=</script><script>alert(1)</script>');
    expect(source).not.toContain('</script>');
    expect(source).toContain('\\u003c/script>');
  });
});
