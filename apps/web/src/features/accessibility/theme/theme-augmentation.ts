import type {} from '@mui/material/styles';

/**
 * Extra palette entries every variant defines, so contrast rules that MUI leaves to chance
 * (input outlines, focus rings, links) are explicit per variant and testable.
 */
declare module '@mui/material/styles' {
  /** The app always runs MUI with CSS theme variables, so `theme.vars` is always present. */
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    /** Outline of text fields, checkboxes and radios: at least 3:1 on the paper colour. */
    inputBorder: string;
    /** Keyboard focus outline: at least 3:1 on the background and paper colours. */
    focusRing: string;
    /** Link text: at least 4.5:1 on the background and paper colours. */
    link: string;
  }
  interface PaletteOptions {
    inputBorder?: string;
    focusRing?: string;
    link?: string;
  }
  interface ColorSchemeOverrides {
    default: true;
    'high-contrast': true;
    'senior-friendly': true;
    blue: true;
    warm: true;
  }
}
