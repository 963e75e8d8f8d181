import { decomposeColor } from '@mui/material/styles';

/** WCAG 2.2 relative luminance of an opaque sRGB colour given as hex or `rgb()`. */
export function relativeLuminance(color: string): number {
  const { type, values } = decomposeColor(color);
  if (type !== 'rgb' && type !== 'rgba') throw new Error(`Unsupported colour ${color}`);
  const alpha = values[3];
  if (alpha !== undefined && alpha < 1) {
    throw new Error(`Colour ${color} is translucent; its contrast depends on what is behind it`);
  }
  const [r, g, b] = values.slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, from 1 (same colour) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The opaque colour a colour (translucent or at `opacity`) makes over an opaque backdrop, as a
 * browser paints it: what a hover or selected tint really puts behind the text.
 */
export function composite(color: string, backdrop: string, opacity = 1): string {
  const over = decomposeColor(color);
  const under = decomposeColor(backdrop);
  const alpha = (over.values[3] ?? 1) * opacity;
  const channels = [0, 1, 2].map((index) =>
    Math.round(Number(over.values[index]) * alpha + Number(under.values[index]) * (1 - alpha)),
  );
  return `rgb(${channels.join(', ')})`;
}
