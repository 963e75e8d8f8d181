import { describe, expect, it } from 'vitest';
import { composite, contrastRatio } from './contrast-ratio';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and a known threshold colour', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the lightest grey that passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('is symmetric and reads rgb() as well as hex', () => {
    expect(contrastRatio('rgb(21, 88, 176)', '#fff')).toBeCloseTo(contrastRatio('#fff', '#1558b0'));
  });

  it('refuses translucent colours, whose contrast depends on the backdrop', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.23)', '#ffffff')).toThrow(/translucent/);
  });
});

describe('composite', () => {
  it('paints a translucent colour, or one at an opacity, over its backdrop', () => {
    expect(composite('rgba(255, 255, 255, 0.5)', '#000000')).toBe('rgb(128, 128, 128)');
    expect(composite('#1558b0', '#ffffff', 0.04)).toBe('rgb(246, 248, 252)');
    expect(composite('#1558b0', '#ffffff')).toBe('rgb(21, 88, 176)');
  });
});
