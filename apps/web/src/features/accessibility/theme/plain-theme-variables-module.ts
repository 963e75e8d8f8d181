/**
 * The source text of `plain-theme-variables-css.ts`: `plainThemeVariablesCss()` as a constant,
 * one rule per line, formatted as Prettier formats it. The test of `theme-css.ts` compares the
 * file with this (and rewrites it with `-u`), so the constant never drifts from the theme.
 */
export function plainThemeVariablesModule(css: string): string {
  const quoted = css
    .split('\n')
    .map((line) => `  '${line.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}',`);
  return [
    '// Generated from plainThemeVariablesCss() by theme-css.test.ts; rewrite it with',
    '// `npx vitest run apps/web/src/features/accessibility/theme/theme-css.test.ts -u`.',
    '/** The theme variables plain-CSS components read, for the inline variants (`theme-css.ts`). */',
    'export const PLAIN_THEME_VARIABLES_CSS = [',
    ...quoted,
    "].join('\\n');",
    '',
  ].join('\n');
}
