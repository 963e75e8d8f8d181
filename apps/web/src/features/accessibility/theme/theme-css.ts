import 'server-only';
import { createHash } from 'node:crypto';
import { THEME_VARIANTS } from '../settings';
import { appTheme } from './app-theme';
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

/**
 * The MUI theme's CSS variables for all six variants (the selectors are `[data-theme="…"]`, the
 * default variant also `:root`), plus each variant's `color-scheme` so form controls and
 * scrollbars match. Served as `/theme.css` and linked by the root layout, so plain-CSS
 * components and MUI components read the same tokens, from one source (`variant-palettes.ts`,
 * `app-theme.ts`).
 */
export function themeVariablesCss(): string {
  const sheets = themeWithSheets.generateStyleSheets();
  const variables = sheets.flatMap((sheet) =>
    Object.entries(sheet).map(([selector, declarations]) => rule(selector, declarations)),
  );
  const schemes = THEME_VARIANTS.map((variant) =>
    rule(`[data-theme="${variant}"]`, { 'color-scheme': VARIANT_PALETTES[variant].mode }),
  );
  return [...variables, ...schemes].join('\n');
}

/** `/theme.css` with a version from its content, so a changed theme is fetched again. */
export function themeStylesheetHref(): string {
  const version = createHash('sha256').update(themeVariablesCss()).digest('hex').slice(0, 12);
  return `/theme.css?v=${version}`;
}
