import type { Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_VARIANTS, type ThemeVariant } from '../settings';
import { appTheme } from './app-theme';
import { composite, contrastRatio } from './contrast-ratio';

/** The palette MUI turns into the CSS variables of `[data-theme="<variant>"]`. */
function paletteOf(variant: ThemeVariant): Palette {
  const scheme = appTheme.colorSchemes[variant];
  if (!scheme) throw new Error(`No colour scheme for ${variant}`);
  return scheme.palette;
}

/** Text needs 4.5:1 (WCAG 1.4.3); the high-contrast variant promises 7:1 (1.4.6). */
const textMinimum = (variant: ThemeVariant) => (variant === 'high-contrast' ? 7 : 4.5);
/** Component parts need 3:1 (1.4.11); high contrast aims for 4.5:1. */
const nonTextMinimum = (variant: ThemeVariant) => (variant === 'high-contrast' ? 4.5 : 3);

/**
 * What is painted under the pointer or for a selected item, for each surface a control stands
 * on: MUI's Button (`--variant-containedBg` becomes the colour's `dark`, outlined and text
 * buttons take the colour at `action.hoverOpacity`), the app's own `button.module.css` and
 * `field.module.css` (the same rules), icon buttons, menu items and list rows (`action.hover`,
 * `action.selected`).
 */
function hoverPairs(variant: ThemeVariant) {
  const p = paletteOf(variant);
  const surfaces = { background: p.background.default, paper: p.background.paper };
  const text: [string, string, string][] = [];
  const nonText: [string, string, string][] = [];
  for (const colour of ['primary', 'secondary', 'error'] as const) {
    const { main, dark, contrastText } = p[colour];
    text.push([`contained ${colour} button under the pointer`, contrastText, dark]);
    for (const [surfaceName, surface] of Object.entries(surfaces)) {
      const tint = composite(main, surface, p.action.hoverOpacity);
      text.push([
        `outlined or text ${colour} button under the pointer on ${surfaceName}`,
        main,
        tint,
      ]);
    }
  }
  for (const [surfaceName, surface] of Object.entries(surfaces)) {
    const hovered = composite(p.action.hover, surface);
    const selected = composite(p.action.selected, surface);
    text.push([`text of a hovered row or menu item on ${surfaceName}`, p.text.primary, hovered]);
    text.push([`secondary text of a hovered row on ${surfaceName}`, p.text.secondary, hovered]);
    text.push([`text of a selected item on ${surfaceName}`, p.text.primary, selected]);
    nonText.push([`icon of a hovered icon button on ${surfaceName}`, p.action.active, hovered]);
    nonText.push([`border of a hovered field on ${surfaceName}`, p.text.primary, surface]);
  }
  return { text, nonText };
}

describe.each(THEME_VARIANTS)('%s theme under the pointer', (variant) => {
  const { text, nonText } = hoverPairs(variant);
  for (const [name, foreground, background] of text) {
    it(`${name} reaches ${textMinimum(variant)}:1`, () => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(textMinimum(variant));
    });
  }
  for (const [name, foreground, background] of nonText) {
    it(`${name} reaches ${nonTextMinimum(variant)}:1`, () => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(nonTextMinimum(variant));
    });
  }
});
