import type { Components, CssVarsTheme, Theme } from '@mui/material/styles';
import { TARGET_SIZE } from './target-size';

type AppTheme = Omit<Theme, 'components' | 'palette'> & CssVarsTheme;

/** Controls made from a 24 px icon plus padding (Radio, Checkbox, Switch thumb). */
const iconControlPadding = `calc((${TARGET_SIZE} - 24px) / 2)`;

/**
 * Every override here exists for a WCAG reason: 44 px targets (2.5.5, project rule) and links
 * that do not rely on colour alone (1.4.1). Text fields are the app's own
 * (`components/form/field-parts.ts`) and draw their 3:1 outline from the `inputBorder` token.
 */
export const componentOverrides: Components<AppTheme> = {
  // Minimum sizes of buttons, icon buttons, tabs, menu items and standalone links are set in
  // `src/app/globals.css`, where they also beat per-component `sx` sizes.
  MuiButton: {
    styleOverrides: {
      root: { textTransform: 'none' },
      // MUI draws the outline at half opacity, under 3:1 on most backgrounds.
      outlined: { borderColor: 'currentColor' },
    },
  },
  MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
  MuiRadio: { styleOverrides: { root: { padding: iconControlPadding } } },
  MuiCheckbox: { styleOverrides: { root: { padding: iconControlPadding } } },
  MuiSwitch: {
    styleOverrides: {
      root: { height: TARGET_SIZE, width: `calc(${TARGET_SIZE} + 20px)`, padding: 12 },
      switchBase: { padding: iconControlPadding, top: -2 },
      thumb: { width: 20, height: 20 },
    },
  },
  MuiFormControlLabel: { styleOverrides: { root: { minHeight: TARGET_SIZE } } },
  MuiSlider: {
    styleOverrides: {
      thumb: { '&::after': { width: TARGET_SIZE, height: TARGET_SIZE } },
      rail: ({ theme }) => ({ opacity: 1, backgroundColor: theme.vars.palette.inputBorder }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: ({ theme }) => ({
        color: theme.vars.palette.link,
        textDecorationColor: 'currentColor',
        textUnderlineOffset: '0.15em',
      }),
    },
  },
};
