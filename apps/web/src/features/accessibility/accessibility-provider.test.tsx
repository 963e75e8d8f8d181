// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessibilityProvider, useAccessibility } from './accessibility-provider';
import { ACCESSIBILITY_STORAGE_KEY } from './settings';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AccessibilityProvider>{children}</AccessibilityProvider>
);
const stored = () => localStorage.getItem(ACCESSIBILITY_STORAGE_KEY);
const html = document.documentElement;

function renderSettings() {
  return renderHook(() => useAccessibility(), { wrapper }).result;
}

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.style.fontSize = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccessibilityProvider', () => {
  it('starts at 100 % and the light variant, writing nothing until a change', () => {
    const result = renderSettings();
    expect(result.current).toMatchObject({
      fontSize: 100,
      themeVariant: 'default',
      followsSystemTheme: true,
    });
    expect(stored()).toBeNull();
  });

  it('loads the stored settings on start', () => {
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, '{"fontSize":160,"themeVariant":"warm"}');
    expect(renderSettings().current).toMatchObject({ fontSize: 160, themeVariant: 'warm' });
  });

  it('saves every change and applies it to the page', () => {
    const result = renderSettings();
    act(() => result.current.setThemeVariant('high-contrast'));
    act(() => result.current.increaseFontSize());
    act(() => result.current.increaseFontSize());
    expect(result.current).toMatchObject({ fontSize: 120, themeVariant: 'high-contrast' });
    expect(JSON.parse(stored() ?? '')).toEqual({ fontSize: 120, themeVariant: 'high-contrast' });
    expect(html.dataset.theme).toBe('high-contrast');
    expect(html.style.fontSize).toBe('120%');
  });

  it('keeps the size within 80 to 200 in steps of 10', () => {
    const result = renderSettings();
    act(() => result.current.setFontSize(500));
    expect(result.current.fontSize).toBe(200);
    act(() => result.current.increaseFontSize());
    expect(result.current.fontSize).toBe(200);
    act(() => result.current.setFontSize(-3));
    expect(result.current.fontSize).toBe(80);
    act(() => result.current.decreaseFontSize());
    expect(result.current.fontSize).toBe(80);
    act(() => result.current.setFontSize(134));
    expect(result.current.fontSize).toBe(130);
    act(() => result.current.setFontSize(Number.NaN));
    expect(result.current.fontSize).toBe(100);
  });

  it('ignores an unknown variant passed at run time', () => {
    const result = renderSettings();
    act(() => result.current.setThemeVariant('purple' as never));
    expect(result.current.themeVariant).toBe('default');
    expect(stored()).toBeNull();
  });

  it('reset restores 100 % and the default theme', () => {
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, '{"fontSize":190,"themeVariant":"dark"}');
    const result = renderSettings();
    act(() => result.current.resetSettings());
    expect(result.current).toMatchObject({
      fontSize: 100,
      themeVariant: 'default',
      followsSystemTheme: false,
    });
    expect(JSON.parse(stored() ?? 'null')).toEqual({ fontSize: 100, themeVariant: 'default' });
    expect(html.dataset.theme).toBe('default');
    expect(html.style.fontSize).toBe('100%');
  });

  it.each(['{corrupt', '{"fontSize":"big","themeVariant":"neon"}', '{"fontSize":40}'])(
    'falls back to the defaults without an error for %s',
    (raw) => {
      localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, raw);
      expect(renderSettings().current).toMatchObject({ fontSize: 100, themeVariant: 'default' });
    },
  );

  it('follows a change made in another tab', () => {
    const result = renderSettings();
    const newValue = '{"fontSize":140,"themeVariant":"blue"}';
    act(() => {
      localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: ACCESSIBILITY_STORAGE_KEY, newValue }),
      );
    });
    expect(result.current).toMatchObject({ fontSize: 140, themeVariant: 'blue' });
    expect(html.dataset.theme).toBe('blue');
    expect(html.style.fontSize).toBe('140%');
  });

  it('follows the dark system preference until a theme is chosen', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const result = renderSettings();
    expect(result.current).toMatchObject({ themeVariant: 'dark', followsSystemTheme: true });
    act(() => result.current.setThemeVariant('default'));
    expect(result.current).toMatchObject({ themeVariant: 'default', followsSystemTheme: false });
  });
});

describe('useAccessibility', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useAccessibility();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      'useAccessibility must be used within an AccessibilityProvider',
    );
    vi.restoreAllMocks();
  });
});
