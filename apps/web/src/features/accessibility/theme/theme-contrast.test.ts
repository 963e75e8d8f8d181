import type { Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_VARIANTS, type ThemeVariant } from '../settings';
import { appTheme } from './app-theme';
import { contrastRatio } from './contrast-ratio';

/** The palette MUI turns into the CSS variables of `[data-theme="<variant>"]`. */
function paletteOf(variant: ThemeVariant): Palette & { AppBar: { defaultBg: string } } {
  const scheme = appTheme.colorSchemes[variant];
  if (!scheme) throw new Error(`No colour scheme for ${variant}`);
  return scheme.palette as Palette & { AppBar: { defaultBg: string } };
}

/** Text needs 4.5:1 (WCAG 1.4.3); the high-contrast variant promises 7:1 (1.4.6). */
const textMinimum = (variant: ThemeVariant) => (variant === 'high-contrast' ? 7 : 4.5);
/** Component boundaries need 3:1 (1.4.11); high contrast aims for 4.5:1. */
const nonTextMinimum = (variant: ThemeVariant) => (variant === 'high-contrast' ? 4.5 : 3);

function pairs(variant: ThemeVariant) {
  const p = paletteOf(variant);
  const surfaces = {
    background: p.background.default,
    paper: p.background.paper,
    'header bar': p.AppBar.defaultBg,
  };
  const text: Record<string, string> = {
    'primary text': p.text.primary,
    'secondary text': p.text.secondary,
    'error text': p.error.main,
    'link text': p.link,
    'primary-coloured text (outlined buttons, selected items)': p.primary.main,
  };
  const nonText: Record<string, string> = {
    'input border': p.inputBorder,
    'focus ring': p.focusRing,
    'icon colour': p.action.active,
    'progress bar and slider colour': p.primary.main,
  };
  const onColour: [string, string, string][] = [
    ['primary button text', p.primary.contrastText, p.primary.main],
    ['error button text', p.error.contrastText, p.error.main],
    ['secondary button text', p.secondary.contrastText, p.secondary.main],
  ];
  return { surfaces, text, nonText, onColour };
}

describe.each(THEME_VARIANTS)('%s theme contrast', (variant) => {
  const { surfaces, text, nonText, onColour } = pairs(variant);

  for (const [surfaceName, surface] of Object.entries(surfaces)) {
    for (const [name, colour] of Object.entries(text)) {
      it(`${name} on ${surfaceName} reaches ${textMinimum(variant)}:1`, () => {
        expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(textMinimum(variant));
      });
    }
    for (const [name, colour] of Object.entries(nonText)) {
      it(`${name} on ${surfaceName} reaches ${nonTextMinimum(variant)}:1`, () => {
        expect(contrastRatio(colour, surface)).toBeGreaterThanOrEqual(nonTextMinimum(variant));
      });
    }
  }

  for (const [name, foreground, background] of onColour) {
    it(`${name} reaches ${textMinimum(variant)}:1`, () => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(textMinimum(variant));
    });
  }

  it('renders its palette through the CSS variables of its data-theme selector', () => {
    const sheets = appTheme.generateStyleSheets?.() ?? [];
    const rule = sheets
      .map((sheet) => Object.entries(sheet as Record<string, Record<string, string>>)[0])
      .find((entry) => entry?.[0].includes(`[data-theme="${variant}"]`));
    expect(rule?.[1]['--mui-palette-inputBorder']).toBe(paletteOf(variant).inputBorder);
    expect(rule?.[1]['--mui-palette-text-primary']).toBe(paletteOf(variant).text.primary);
  });
});

describe('focus indicator', () => {
  it('is a solid outline of at least 2 px in the focus-ring colour of the active variant', () => {
    const ring = appTheme.focusVisible;
    expect(ring).toMatchObject({
      outlineStyle: 'solid',
      outlineColor: 'var(--mui-palette-focusRing)',
    });
    expect(Number(ring && typeof ring === 'object' ? ring.outlineWidth : 0)).toBeGreaterThanOrEqual(
      2,
    );
  });
});
