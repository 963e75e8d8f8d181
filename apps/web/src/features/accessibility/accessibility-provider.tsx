'use client';

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  DEFAULT_FONT_SIZE,
  DEFAULT_THEME_VARIANT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_SIZE_STEP,
  isThemeVariant,
  isValidFontSize,
  resolveThemeVariant,
  type ThemeVariant,
} from './settings';
import { setThemeSheetHref } from './apply-to-document';
import {
  getSettingsSnapshot,
  SERVER_SNAPSHOT,
  subscribeToSettings,
  writeSettings,
} from './settings-store';

export type AccessibilityContextValue = {
  /** Percent of the normal text size, 80 to 200 in steps of 10. */
  fontSize: number;
  /** The variant in effect (the OS light/dark preference until the person picks one). */
  themeVariant: ThemeVariant;
  /** True until the person picks a theme. */
  followsSystemTheme: boolean;
  setFontSize: (fontSize: number) => void;
  setThemeVariant: (variant: ThemeVariant) => void;
  increaseFontSize: () => void;
  decreaseFontSize: () => void;
  resetSettings: () => void;
};

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

function clampFontSize(fontSize: number): number {
  const stepped = Math.round((fontSize - FONT_SIZE_MIN) / FONT_SIZE_STEP) * FONT_SIZE_STEP;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, FONT_SIZE_MIN + stepped));
}

export function AccessibilityProvider({
  themeStylesheet,
  children,
}: {
  /** `/theme.css` with its version, for the variants not inline in the page. */
  themeStylesheet?: string;
  children: ReactNode;
}) {
  // The same URL on every render: setting it here has it in place before any change applies.
  if (themeStylesheet) setThemeSheetHref(themeStylesheet);
  const snapshot = useSyncExternalStore(
    subscribeToSettings,
    getSettingsSnapshot,
    () => SERVER_SNAPSHOT,
  );

  const value = useMemo<AccessibilityContextValue>(() => {
    const { fontSize, themeVariant: chosen } = snapshot;
    const setFontSize = (next: number) => {
      const clamped = Number.isFinite(next) ? clampFontSize(next) : DEFAULT_FONT_SIZE;
      if (isValidFontSize(clamped)) writeSettings({ ...getSettingsSnapshot(), fontSize: clamped });
    };
    return {
      fontSize,
      themeVariant: resolveThemeVariant(chosen, snapshot.systemPrefersDark),
      followsSystemTheme: chosen === null,
      setFontSize,
      setThemeVariant: (variant) => {
        if (!isThemeVariant(variant)) return;
        writeSettings({ fontSize: getSettingsSnapshot().fontSize, themeVariant: variant });
      },
      increaseFontSize: () => setFontSize(getSettingsSnapshot().fontSize + FONT_SIZE_STEP),
      decreaseFontSize: () => setFontSize(getSettingsSnapshot().fontSize - FONT_SIZE_STEP),
      // docs/product.md §4 "Accessibility settings": a reset restores 100 and 'default' — an
      // explicit choice, no longer following the OS.
      resetSettings: () =>
        writeSettings({ fontSize: DEFAULT_FONT_SIZE, themeVariant: DEFAULT_THEME_VARIANT }),
    };
  }, [snapshot]);

  return <AccessibilityContext.Provider value={value}>{children}</AccessibilityContext.Provider>;
}

export function useAccessibility(): AccessibilityContextValue {
  const value = useContext(AccessibilityContext);
  if (value === null) {
    throw new Error('useAccessibility must be used within an AccessibilityProvider');
  }
  return value;
}
