import type { Interpolation, Theme } from '@mui/material/styles';
import { SENIOR_TARGET_SIZE_PX, TARGET_SIZE, TARGET_SIZE_VAR } from './target-size';

/**
 * Document-wide rules that MUI components cannot express per component:
 * - a focus outline for every focusable element, MUI or not (WCAG 2.4.7);
 * - the senior-friendly variant's larger targets, spacing and line height;
 * - `prefers-reduced-motion` switches transitions and animations off everywhere, including the
 *   route progress bar, whose colour comes from `--app-progress-color`.
 */
export const accessibilityGlobalStyles: Interpolation<Theme> = (theme: Theme) => ({
  ':root': {
    [TARGET_SIZE_VAR]: '44px',
    '--app-progress-color': theme.vars.palette.primary.main,
  },
  // Every button-like control (Button, IconButton, Tab, MenuItem, ToggleButton, Chip…) and every
  // link that is not inline in a sentence (min-height has no effect on inline boxes) gets the
  // minimum target. The `:root` prefix outranks component `sx`, so a hard-coded 44 px cannot
  // undercut the 48 px of the senior-friendly variant. Switch thumbs are sized by the Switch.
  ':root :is(a[href], .MuiButtonBase-root):not(.MuiSwitch-switchBase)': { minHeight: TARGET_SIZE },
  ':root .MuiButtonBase-root:not(.MuiSwitch-switchBase)': { minWidth: TARGET_SIZE },
  // The route progress bar (nprogress) in the active variant's primary colour, which the
  // contrast test holds at 3:1 or more against the background.
  ':root #nprogress .bar': { background: 'var(--app-progress-color)' },
  // Long words (headings at 200 %, email addresses) wrap instead of forcing sideways scrolling.
  // `anywhere` also lets flex items shrink below their longest word: a row that does not wrap
  // then breaks words rather than overflowing. Rows should still wrap (`flexWrap: 'wrap'`) so
  // that this safety net is rarely what people see.
  body: { overflowWrap: 'anywhere' },
  ':root[data-theme="senior-friendly"]': {
    [TARGET_SIZE_VAR]: `${SENIOR_TARGET_SIZE_PX}px`,
    '--mui-spacing': '10px',
  },
  ':root[data-theme="senior-friendly"] body': { lineHeight: 1.6 },
  ':root[data-theme="senior-friendly"] p': { maxWidth: '70ch', marginBlockEnd: '1.2em' },
  ':focus-visible': {
    outline: `3px solid ${theme.vars.palette.focusRing}`,
    outlineOffset: 2,
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
});
