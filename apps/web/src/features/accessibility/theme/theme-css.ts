import 'server-only';
import { createHash } from 'node:crypto';
import { INLINE_THEME_VARIANTS, THEME_VARIANTS, type ThemeVariant } from '../settings';
import { appTheme } from './app-theme';
import { PLAIN_CSS_VARIABLES } from './plain-css-variables';
import { VARIANT_PALETTES } from './variant-palettes';

type Declarations = Record<string, string | number>;
type StyleSheet = Record<string, Declarations>;

/** `generateStyleSheets` exists on every theme made with `cssVariables`; MUI's types omit it. */
const themeWithSheets = appTheme as typeof appTheme & { generateStyleSheets(): StyleSheet[] };

function rule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

function pick(declarations: Declarations, keep: (variable: string) => boolean): Declarations {
  const kept: Declarations = {};
  for (const [name, value] of Object.entries(declarations)) if (keep(name)) kept[name] = value;
  return kept;
}

/** Whether a rule's selector names only the root or some of `variants`. */
function selectsOnly(selector: string, variants: readonly ThemeVariant[]): boolean {
  return selector
    .split(',')
    .map((part) => part.trim())
    .every(
      (part) =>
        part === ':root' || variants.some((variant) => part === `[data-theme="${variant}"]`),
    );
}

/**
 * `:root, [data-theme="default"]` → `:where(:root), [data-theme="default"]`: the default
 * variant's inline variables stay the page's fallback but no longer outrank a variant's rule in
 * `/theme.css`, wherever in `<head>` the sheet's link ends up (same specificity would otherwise
 * let the later of the two win).
 */
function yieldingRoot(selector: string): string {
  const parts = selector.split(',').map((part) => part.trim());
  if (parts.length === 1) return selector;
  return parts.map((part) => (part === ':root' ? ':where(:root)' : part)).join(', ');
}

/** The theme's rules with the variables `keep` keeps; only `variants`' rules when given. */
function themeCss(keep: (variable: string) => boolean, variants?: readonly ThemeVariant[]): string {
  const sheets = themeWithSheets.generateStyleSheets();
  const variables = sheets.flatMap((sheet) =>
    Object.entries(sheet)
      .filter(([selector]) => !variants || selectsOnly(selector, variants))
      .map(([selector, declarations]) =>
        rule(variants ? yieldingRoot(selector) : selector, pick(declarations, keep)),
      ),
  );
  const schemes = (variants ?? THEME_VARIANTS).map((variant) =>
    rule(`[data-theme="${variant}"]`, { 'color-scheme': VARIANT_PALETTES[variant].mode }),
  );
  return [...variables, ...schemes].filter((line) => !line.endsWith('{}')).join('\n');
}

/**
 * The MUI theme's CSS variables for all six variants (the selectors are `[data-theme="…"]`, the
 * default variant also `:root`), plus each variant's `color-scheme` so form controls and
 * scrollbars match. Served as `/theme.css` for MUI components, which `AppThemeProvider` links
 * where MUI renders; from one source (`variant-palettes.ts`, `app-theme.ts`).
 */
export function themeVariablesCss(): string {
  return themeCss(() => true);
}

const plainCssVariables = new Set(PLAIN_CSS_VARIABLES);

/**
 * The part of `themeVariablesCss` the app's own style sheets read, for the variants a visitor
 * has without choosing (`INLINE_THEME_VARIANTS`): small enough to be inline in every page's
 * `<head>`, so the first paint waits for no style sheet. A chosen other variant comes from
 * `/theme.css`, linked before first paint by the init script (decision 023).
 */
export function plainThemeVariablesCss(): string {
  return themeCss((variable) => plainCssVariables.has(variable), INLINE_THEME_VARIANTS);
}

/** `/theme.css` with a version from its content, so a changed theme is fetched again. */
export function themeStylesheetHref(): string {
  const version = createHash('sha256').update(themeVariablesCss()).digest('hex').slice(0, 12);
  return `/theme.css?v=${version}`;
}
