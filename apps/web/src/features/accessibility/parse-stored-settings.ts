import {
  DEFAULT_STORED_SETTINGS,
  isThemeVariant,
  isValidFontSize,
  type StoredAccessibilitySettings,
} from './settings';

/**
 * Reads whatever the browser held under the settings key. Anything unreadable falls back to the
 * default field by field, silently: a damaged entry must never stop the page from rendering.
 */
export function parseStoredSettings(raw: string | null): StoredAccessibilitySettings {
  if (raw === null) return DEFAULT_STORED_SETTINGS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return DEFAULT_STORED_SETTINGS;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_STORED_SETTINGS;
  const record = parsed as Record<string, unknown>;
  return {
    fontSize: isValidFontSize(record.fontSize) ? record.fontSize : DEFAULT_STORED_SETTINGS.fontSize,
    themeVariant: isThemeVariant(record.themeVariant) ? record.themeVariant : null,
  };
}

export function serializeSettings(settings: StoredAccessibilitySettings): string {
  return JSON.stringify(
    settings.themeVariant === null
      ? { fontSize: settings.fontSize }
      : { fontSize: settings.fontSize, themeVariant: settings.themeVariant },
  );
}
