/** Accessibility settings held per browser (docs/product.md §3 "Accessibility settings"). */

export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';

export const THEME_VARIANTS = [
  'default',
  'dark',
  'high-contrast',
  'senior-friendly',
  'blue',
  'warm',
] as const;

export type ThemeVariant = (typeof THEME_VARIANTS)[number];

/**
 * The variants a visitor gets without choosing one (light, or dark when the system prefers it):
 * their variables are inline in every page. The others come from `/theme.css`, which the init
 * script links before first paint for whoever chose one (decision 023).
 */
export const INLINE_THEME_VARIANTS: readonly ThemeVariant[] = ['default', 'dark'];

export function isInlineThemeVariant(variant: ThemeVariant): boolean {
  return INLINE_THEME_VARIANTS.includes(variant);
}

export const FONT_SIZE_MIN = 80;
export const FONT_SIZE_MAX = 200;
export const FONT_SIZE_STEP = 10;
export const DEFAULT_FONT_SIZE = 100;
export const DEFAULT_THEME_VARIANT: ThemeVariant = 'default';

/**
 * The senior-friendly variant enlarges the base type on top of the user's own size, so 100 %
 * there renders body text at 18 px instead of 16 px.
 */
export const VARIANT_BASE_FONT_SCALE: Partial<Record<ThemeVariant, number>> = {
  'senior-friendly': 1.125,
};

/**
 * What the browser stores. `themeVariant` is absent until the person picks a theme: until then
 * the light or dark variant follows the operating system's colour-scheme preference.
 */
export type StoredAccessibilitySettings = {
  fontSize: number;
  themeVariant: ThemeVariant | null;
};

export const DEFAULT_STORED_SETTINGS: StoredAccessibilitySettings = {
  fontSize: DEFAULT_FONT_SIZE,
  themeVariant: null,
};

export function isThemeVariant(value: unknown): value is ThemeVariant {
  return typeof value === 'string' && (THEME_VARIANTS as readonly string[]).includes(value);
}

export function isValidFontSize(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= FONT_SIZE_MIN &&
    value <= FONT_SIZE_MAX &&
    (value - FONT_SIZE_MIN) % FONT_SIZE_STEP === 0
  );
}

export function resolveThemeVariant(
  chosen: ThemeVariant | null,
  systemPrefersDark: boolean,
): ThemeVariant {
  return chosen ?? (systemPrefersDark ? 'dark' : DEFAULT_THEME_VARIANT);
}

/** The percentage put on `<html>`: every rem in the app scales from it. */
export function rootFontSizePercent(fontSize: number, variant: ThemeVariant): number {
  return fontSize * (VARIANT_BASE_FONT_SCALE[variant] ?? 1);
}
