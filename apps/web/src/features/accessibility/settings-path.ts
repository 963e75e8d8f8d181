export const ACCESSIBILITY_SETTINGS_PATH = '/settings/accessibility';
