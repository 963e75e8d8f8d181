import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INLINE_THEME_VARIANTS, THEME_VARIANTS } from '../settings';
import { PLAIN_CSS_VARIABLES } from './plain-css-variables';
import { plainThemeVariablesModule } from './plain-theme-variables-module';
import { plainThemeVariablesCss, themeStylesheetHref, themeVariablesCss } from './theme-css';
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

describe('plainThemeVariablesCss', () => {
  const css = plainThemeVariablesCss();
  const sourceDir = fileURLToPath(new URL('../../..', import.meta.url));

  function themeVariablesReadBy(dir: string): Set<string> {
    const found = new Set<string>();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) for (const name of themeVariablesReadBy(full)) found.add(name);
      else if (entry.name.endsWith('.css'))
        for (const match of readFileSync(full, 'utf8').matchAll(/var\((--mui-[\w-]+)/g))
          found.add(match[1] ?? '');
    }
    return found;
  }

  it('holds exactly the theme variables the app’s own style sheets read', () => {
    expect([...themeVariablesReadBy(sourceDir)].sort()).toEqual([...PLAIN_CSS_VARIABLES].sort());
  });

  const blockOf = (sheet: string, variant: string) =>
    new RegExp(`\\[data-theme="${variant}"\\]\\{([^}]*)\\}`).exec(sheet)?.[1] ?? '';

  it('defines each of them for the variants a visitor has without choosing, or once at the root', () => {
    const declared = (name: string) => css.includes(`${name}:`);
    for (const name of PLAIN_CSS_VARIABLES) expect(declared(name), name).toBe(true);
    for (const variant of INLINE_THEME_VARIANTS) {
      const block = blockOf(css, variant);
      expect(block, variant).toContain('--mui-palette-primary-main:');
      expect(block, variant).not.toContain('--mui-palette-Chip-');
      expect(css, variant).toContain(`[data-theme="${variant}"]{color-scheme:`);
    }
  });

  it('leaves the chosen-only variants to /theme.css, which defines all of them', () => {
    const whole = themeVariablesCss();
    // The inline default must not outrank the sheet's variant, whichever comes later in <head>.
    expect(css).toContain(':where(:root), [data-theme="default"]{');
    expect(css).not.toMatch(/(^|\n):root, /);
    for (const variant of THEME_VARIANTS.filter((one) => !INLINE_THEME_VARIANTS.includes(one))) {
      expect(css, variant).not.toContain(`[data-theme="${variant}"]`);
      const variables = blockOf(whole, variant);
      for (const name of PLAIN_CSS_VARIABLES.filter((one) => one.startsWith('--mui-palette-')))
        expect(variables, `${variant} ${name}`).toContain(`${name}:`);
      expect(whole, variant).toContain(`[data-theme="${variant}"]{color-scheme:`);
    }
  });

  it('is a small part of the whole sheet MUI components read', () => {
    expect(css.length).toBeLessThan(themeVariablesCss().length / 3);
  });

  it('is the constant the page’s inline style renders (plain-theme-variables-css.ts)', async () => {
    await expect(plainThemeVariablesModule(css)).toMatchFileSnapshot(
      './plain-theme-variables-css.ts',
    );
  });
});
