/**
 * The theme's CSS variables that the app's own style sheets (`*.css` under `src/`) read. Every
 * page gets these inline in its `<head>`, so a signed-out page paints with no style sheet to
 * fetch; the rest of MUI's variables come with MUI (`/theme.css`, linked by `AppThemeProvider`).
 * A unit test keeps this list equal to what the style sheets use.
 */
export const PLAIN_CSS_VARIABLES: readonly string[] = [
  '--mui-spacing',
  '--mui-shape-borderRadius',
  '--mui-font-body1',
  '--mui-font-body2',
  '--mui-font-button',
  '--mui-font-h4',
  '--mui-shadows-2',
  '--mui-shadows-3',
  '--mui-shadows-4',
  '--mui-shadows-8',
  '--mui-palette-text-primary',
  '--mui-palette-text-secondary',
  '--mui-palette-text-disabled',
  '--mui-palette-primary-main',
  '--mui-palette-primary-mainChannel',
  '--mui-palette-primary-dark',
  '--mui-palette-primary-contrastText',
  '--mui-palette-secondary-main',
  '--mui-palette-error-main',
  '--mui-palette-success-main',
  '--mui-palette-background-default',
  '--mui-palette-background-paper',
  '--mui-palette-action-active',
  '--mui-palette-action-hover',
  '--mui-palette-action-hoverOpacity',
  '--mui-palette-action-disabled',
  '--mui-palette-action-disabledBackground',
  '--mui-palette-divider',
  '--mui-palette-focusRing',
  '--mui-palette-inputBorder',
  '--mui-palette-link',
  ...['error', 'warning', 'info', 'success'].flatMap((severity) => [
    `--mui-palette-Alert-${severity}Color`,
    `--mui-palette-Alert-${severity}StandardBg`,
    `--mui-palette-Alert-${severity}IconColor`,
    `--mui-palette-Alert-${severity}FilledBg`,
    `--mui-palette-Alert-${severity}FilledColor`,
  ]),
];
