import { createColorScheme, createTheme, type Overlays } from '@mui/material/styles';
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

// MUI completes only its built-in `light`/`dark` schemes itself; custom names must arrive
// already expanded by `createColorScheme`. No top-level `palette`: it would replace the default
// scheme's palette.
const colorSchemes = Object.fromEntries(
  THEME_VARIANTS.map((variant) => [
    variant,
    createColorScheme({
      palette: {
        ...VARIANT_PALETTES[variant],
        contrastThreshold: 4.5,
        // Header bars take the variant's paper colour rather than MUI's neutral grey.
        AppBar: { defaultBg: VARIANT_PALETTES[variant].background?.paper },
      },
      // High contrast keeps surfaces pure black: no lighter "elevation" tint on raised panels.
      ...(variant === 'high-contrast'
        ? { overlays: Array<string>(25).fill('none') as Overlays }
        : {}),
    }),
  ]),
) as Record<ThemeVariant, ReturnType<typeof createColorScheme>>;

export const appTheme = createTheme({
  cssVariables: { colorSchemeSelector: THEME_SELECTOR, cssVarPrefix: 'mui' },
  defaultColorScheme: 'default',
  colorSchemes,
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  typography: {
    htmlFontSize: 16,
    fontSize: 14,
    // The device's own interface font, found at the first try on every system (decision 033);
    // MUI's default names Roboto first, which most desktops do not have.
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    // Two weights (globals.css): MUI's light and medium become regular and bold.
    fontWeightLight: 400,
    fontWeightMedium: 700,
    button: { fontWeight: 700 },
  },
  focusVisible: {
    outlineColor: 'var(--mui-palette-focusRing)',
    outlineWidth: 3,
    outlineOffset: 2,
  },
  components: componentOverrides,
});
