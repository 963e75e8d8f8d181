import { rootFontSizePercent, type ThemeVariant } from './settings';

/**
 * Puts the settings on `<html>`: `data-theme` selects the theme's CSS variables and the root font
 * size scales every rem. The inline init script does the same before first paint; keep the two
 * in step (see `init-script-source.ts`).
 */
export function applySettingsToDocument(fontSize: number, variant: ThemeVariant): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', variant);
  root.style.fontSize = `${rootFontSizePercent(fontSize, variant)}%`;
}
