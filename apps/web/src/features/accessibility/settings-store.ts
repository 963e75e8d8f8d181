import { applySettingsToDocument } from './apply-to-document';
import { parseStoredSettings, serializeSettings } from './parse-stored-settings';
import {
  ACCESSIBILITY_STORAGE_KEY,
  DEFAULT_STORED_SETTINGS,
  resolveThemeVariant,
  type StoredAccessibilitySettings,
} from './settings';

/**
 * The browser's copy of the settings as an external store for `useSyncExternalStore`: one source
 * of truth for this tab, other tabs (the `storage` event) and the OS colour-scheme preference.
 * Changes reach `<html>` here rather than in a render effect, because during hydration React
 * renders the server snapshot (defaults) and an effect would briefly undo the init script.
 */
export type SettingsSnapshot = StoredAccessibilitySettings & { systemPrefersDark: boolean };

const DARK_QUERY = '(prefers-color-scheme: dark)';

export const SERVER_SNAPSHOT: SettingsSnapshot = {
  ...DEFAULT_STORED_SETTINGS,
  systemPrefersDark: false,
};

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedDark: boolean | undefined;
let cachedSnapshot = SERVER_SNAPSHOT;
/** Used only when the browser refuses storage, so a choice still lasts for this page. */
let memoryRaw: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ACCESSIBILITY_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function getSettingsSnapshot(): SettingsSnapshot {
  const raw = readRaw();
  const dark = darkQuery()?.matches ?? false;
  if (raw !== cachedRaw || dark !== cachedDark) {
    cachedRaw = raw;
    cachedDark = dark;
    cachedSnapshot = { ...parseStoredSettings(raw), systemPrefersDark: dark };
  }
  return cachedSnapshot;
}

function handleChange(): void {
  const snapshot = getSettingsSnapshot();
  applySettingsToDocument(
    snapshot.fontSize,
    resolveThemeVariant(snapshot.themeVariant, snapshot.systemPrefersDark),
  );
  for (const listener of listeners) listener();
}

function handleStorage(event: StorageEvent): void {
  if (event.key === ACCESSIBILITY_STORAGE_KEY || event.key === null) handleChange();
}

let watchedQuery: MediaQueryList | null = null;

export function subscribeToSettings(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', handleStorage);
    watchedQuery = darkQuery();
    watchedQuery?.addEventListener('change', handleChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', handleStorage);
      watchedQuery?.removeEventListener('change', handleChange);
      watchedQuery = null;
    }
  };
}

/** `null` forgets the choice entirely: size 100 and a theme that follows the OS again. */
export function writeSettings(settings: StoredAccessibilitySettings | null): void {
  const raw = settings === null ? null : serializeSettings(settings);
  memoryRaw = raw;
  try {
    if (raw === null) window.localStorage.removeItem(ACCESSIBILITY_STORAGE_KEY);
    else window.localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, raw);
  } catch {
    // Storage refused (private mode, quota): `memoryRaw` keeps the choice for this page.
  }
  handleChange();
}
