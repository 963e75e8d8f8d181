import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appTheme } from '@/features/accessibility/theme/app-theme';

/**
 * The app's two font weights (globals.css, decision 033). Every further weight is one more lookup
 * among the installed fonts before the first frame can be laid out.
 */
const WEIGHTS = new Set(['400', '700']);
const SOURCE = join(import.meta.dirname, '..');

function filesUnder(directory: string, extensions: readonly string[]): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .filter((entry) => !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A style object's weight: a value, or both values of a condition (`a ? 700 : 400`). */
function styleObjectWeights(expression: string): string[] {
  const condition = /^[^?]*\?\s*([^:\s]+)\s*:\s*([^,}\s]+)/.exec(expression);
  if (condition) return [condition[1] ?? '', condition[2] ?? ''];
  return [/^([^,}\s]+)/.exec(expression)?.[1] ?? expression];
}

/** Each weight a file names, with where: `font-weight: 600`, `fontWeight: 600`, `font: 600 …`. */
function weightsIn(file: string): { weight: string; line: number }[] {
  const found: { weight: string; line: number }[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const weights = [
        ...[...text.matchAll(/font-weight\s*:\s*([^;}\s]+)/g)].map((match) => match[1] ?? ''),
        ...[...text.matchAll(/fontWeight\s*:\s*([^}\n]+)/g)].flatMap((match) =>
          styleObjectWeights(match[1] ?? ''),
        ),
        ...[...text.matchAll(/(?:^|[;{\s])font\s*:\s*(\d{3})\s/g)].map((match) => match[1] ?? ''),
        ...[...text.matchAll(/--mui-font-[\w-]+\s*:\s*(\d{3})\s/g)].map((match) => match[1] ?? ''),
      ];
      for (const weight of weights)
        found.push({ weight: weight.replace(/['"]/g, ''), line: index + 1 });
    });
  return found;
}

describe('font weights', () => {
  // The theme variables the signed-out pages render (`plain-theme-variables-css.ts`) among them.
  it('are 400 or 700 in every style sheet and style object of the app', () => {
    const files = filesUnder(SOURCE, ['.css', '.ts', '.tsx']);
    expect(files.length).toBeGreaterThan(50);
    const others = files.flatMap((file) =>
      weightsIn(file)
        .filter(({ weight }) => !WEIGHTS.has(weight))
        .map(({ weight, line }) => `${relative(SOURCE, file)}:${line} ${weight}`),
    );
    expect(others).toEqual([]);
  });

  it('are 400 or 700 in every MUI typography variant of the theme', () => {
    const { typography } = appTheme;
    const variants = [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'subtitle1',
      'subtitle2',
      'body1',
      'body2',
      'button',
      'caption',
      'overline',
    ] as const;
    const weights = [
      typography.fontWeightLight,
      typography.fontWeightRegular,
      typography.fontWeightMedium,
      typography.fontWeightBold,
      ...variants.map((variant) => typography[variant].fontWeight),
    ].map(String);
    expect(weights.filter((weight) => !WEIGHTS.has(weight))).toEqual([]);
  });
});
