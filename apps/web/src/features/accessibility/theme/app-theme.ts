import { createTheme } from '@mui/material/styles';
import './theme-augmentation';
import { THEME_VARIANTS, type ThemeVariant } from '../settings';
import { componentOverrides } from './component-overrides';
import { VARIANT_PALETTES } from './variant-palettes';

/**
 * One theme, six colour schemes as CSS variables. `<html data-theme="…">` picks the scheme, so a
 * switch is a CSS change with no React re-render, and the SSR'd markup is identical for every
 * variant (the init script sets the attribute before first paint).
 */
export const THEME_SELECTOR = '[data-theme="%s"]';

const colorSchemes = Object.fromEntries(
  THEME_VARIANTS.map((variant) => [
    variant,
    { palette: { ...VARIANT_PALETTES[variant], contrastThreshold: 4.5 } },
  ]),
) as Record<ThemeVariant, { palette: (typeof VARIANT_PALETTES)[ThemeVariant] }>;

export const appTheme = createTheme({
  cssVariables: { colorSchemeSelector: THEME_SELECTOR, cssVarPrefix: 'mui' },
  defaultColorScheme: 'default',
  colorSchemes,
  palette: { contrastThreshold: 4.5 },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  typography: { htmlFontSize: 16, fontSize: 14, button: { fontWeight: 600 } },
  focusVisible: {
    outlineColor: 'var(--mui-palette-focusRing)',
    outlineWidth: 3,
    outlineOffset: 2,
  },
  components: componentOverrides,
});
