export { AccessibilityProvider, useAccessibility } from './accessibility-provider';
export type { AccessibilityContextValue } from './accessibility-provider';
export { AppThemeProvider } from './app-theme-provider';
export { AccessibilityInitScript } from './init-script';
export {
  AccessibilityQuickControl,
  ACCESSIBILITY_SETTINGS_PATH,
} from './accessibility-quick-control';
export { AccessibilitySettingsPanel } from './controls/accessibility-settings-panel';
export {
  ACCESSIBILITY_STORAGE_KEY,
  THEME_VARIANTS,
  FONT_SIZE_MIN,
  FONT_SIZE_MAX,
  FONT_SIZE_STEP,
  DEFAULT_FONT_SIZE,
} from './settings';
export type { ThemeVariant } from './settings';
export { THEME_VARIANT_LABELS } from './theme-variant-labels';
