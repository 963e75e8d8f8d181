import { isInlineThemeVariant, rootFontSizePercent, type ThemeVariant } from './settings';

/** `/theme.css` with its version: where the variants not inline in the page are. */
let themeSheetHref: string | null = null;
/** The variant last asked for, put on `<html>` once its variables are there. */
let wantedVariant: ThemeVariant | null = null;

/** The app providers give the sheet's URL (computed by the root layout) before any change. */
export function setThemeSheetHref(href: string): void {
  themeSheetHref = href;
}

/** The page's link to the sheet, added if the init script did not write one. */
function themeSheetLink(href: string): HTMLLinkElement {
  const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === href,
  );
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
}

/**
 * Puts the settings on `<html>`: `data-theme` selects the theme's CSS variables and the root font
 * size scales every rem. The inline init script does the same before first paint; keep the two
 * in step (see `init-script-source.ts`). A variant whose variables are not inline is switched to
 * once `/theme.css` has loaded, so the page never shows it half-coloured (decision 023).
 */
export function applySettingsToDocument(fontSize: number, variant: ThemeVariant): void {
  const root = document.documentElement;
  root.style.fontSize = `${rootFontSizePercent(fontSize, variant)}%`;
  wantedVariant = variant;
  if (isInlineThemeVariant(variant) || themeSheetHref === null) {
    root.setAttribute('data-theme', variant);
    return;
  }
  const link = themeSheetLink(themeSheetHref);
  if (link.sheet) {
    root.setAttribute('data-theme', variant);
    return;
  }
  const switchWhenLoaded = () => {
    if (wantedVariant === variant) root.setAttribute('data-theme', variant);
  };
  // On error too: the variant's name still applies its color-scheme and the default colours.
  link.addEventListener('load', switchWhenLoaded, { once: true });
  link.addEventListener('error', switchWhenLoaded, { once: true });
}
