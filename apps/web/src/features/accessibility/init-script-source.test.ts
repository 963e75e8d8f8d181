// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INIT_SCRIPT_SOURCE } from './init-script-source';
import { parseStoredSettings } from './parse-stored-settings';
import { ACCESSIBILITY_STORAGE_KEY, resolveThemeVariant, rootFontSizePercent } from './settings';

function runInitScript(stored: string | null, prefersDark = false) {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.style.fontSize = '';
  localStorage.clear();
  if (stored !== null) localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersDark && query === '(prefers-color-scheme: dark)',
  }));
  // The script runs as page source in production; evaluating it is the faithful test.
  new Function(INIT_SCRIPT_SOURCE)();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    fontSize: document.documentElement.style.fontSize,
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
    expect(runInitScript(null)).toEqual({ theme: 'default', fontSize: '100%' });
    vi.restoreAllMocks();
  });
});
