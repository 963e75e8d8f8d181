// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applySettingsToDocument, setThemeSheetHref } from './apply-to-document';

const SHEET = '/theme.css?v=0123456789ab';
const root = document.documentElement;
const sheetLinks = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.getAttribute('href') === SHEET,
  );

beforeEach(() => {
  document.head.replaceChildren();
  root.setAttribute('data-theme', 'default');
  root.style.fontSize = '';
  setThemeSheetHref(SHEET);
});

describe('applySettingsToDocument', () => {
  it('switches to an inline variant at once, fetching nothing', () => {
    applySettingsToDocument(120, 'dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.style.fontSize).toBe('120%');
    expect(sheetLinks()).toHaveLength(0);
  });

  it('links the full sheet for another variant and switches once it has loaded', () => {
    applySettingsToDocument(100, 'high-contrast');
    expect(sheetLinks()).toHaveLength(1);
    // The size applies at once; the colours wait, so the page never shows half of them.
    expect(root.style.fontSize).toBe('100%');
    expect(root.getAttribute('data-theme')).toBe('default');
    sheetLinks()[0]!.dispatchEvent(new Event('load'));
    expect(root.getAttribute('data-theme')).toBe('high-contrast');
  });

  it('uses the link the init script wrote instead of adding a second one', () => {
    const written = document.createElement('link');
    written.rel = 'stylesheet';
    written.setAttribute('href', SHEET);
    document.head.append(written);
    applySettingsToDocument(100, 'warm');
    applySettingsToDocument(100, 'blue');
    expect(sheetLinks()).toEqual([written]);
    written.dispatchEvent(new Event('load'));
    expect(root.getAttribute('data-theme')).toBe('blue');
  });

  it('keeps a later choice of an inline variant when the sheet arrives after it', () => {
    applySettingsToDocument(100, 'senior-friendly');
    expect(root.style.fontSize).toBe('112.5%');
    applySettingsToDocument(100, 'default');
    sheetLinks()[0]!.dispatchEvent(new Event('load'));
    expect(root.getAttribute('data-theme')).toBe('default');
    expect(root.style.fontSize).toBe('100%');
  });

  it('still names the variant if the sheet cannot be fetched', () => {
    applySettingsToDocument(100, 'blue');
    sheetLinks()[0]!.dispatchEvent(new Event('error'));
    expect(root.getAttribute('data-theme')).toBe('blue');
  });
});
