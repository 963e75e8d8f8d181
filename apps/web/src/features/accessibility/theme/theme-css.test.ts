import { describe, expect, it } from 'vitest';
import { THEME_VARIANTS } from '../settings';
import { themeStylesheetHref, themeVariablesCss } from './theme-css';
import { VARIANT_PALETTES } from './variant-palettes';

describe('themeVariablesCss', () => {
  const css = themeVariablesCss();

  it('defines every variant’s palette under its data-theme selector, from the MUI theme', () => {
    for (const variant of THEME_VARIANTS) {
      const block = new RegExp(`\\[data-theme="${variant}"\\]\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      const { main } = VARIANT_PALETTES[variant].primary as { main: string };
      expect(block, variant).toContain(`--mui-palette-primary-main:${main}`);
      expect(block, variant).toContain('--mui-palette-inputBorder:');
    }
  });

  it('makes the default variant the root’s, before any data-theme is set', () => {
    expect(css).toMatch(
      /:root, \[data-theme="default"\]\{[^}]*--mui-palette-background-default:#ffffff/,
    );
  });

  it('gives each variant its color-scheme, light or dark', () => {
    expect(css).toContain('[data-theme="dark"]{color-scheme:dark}');
    expect(css).toContain('[data-theme="warm"]{color-scheme:light}');
  });

  it('holds the typography and spacing tokens plain-CSS components use', () => {
    expect(css).toContain('--mui-font-body1:');
    expect(css).toContain('--mui-spacing:8px');
  });

  it('links the style sheet with a version taken from its content', () => {
    expect(themeStylesheetHref()).toMatch(/^\/theme\.css\?v=[0-9a-f]{12}$/);
    expect(themeStylesheetHref()).toBe(themeStylesheetHref());
  });
});
