import Box from '@mui/material/Box';
import type { ThemeVariant } from '../settings';
import { VARIANT_PALETTES } from '../theme/variant-palettes';

/**
 * A miniature of a variant drawn in that variant's own colours, whatever theme is active, so
 * people can compare before choosing. Decorative: the card's text names the variant. Its only
 * text is body text on the variant's background (7:1 or more in every variant); the button is
 * drawn as a bare shape so no preview text falls below the active theme's contrast level.
 */
export function ThemeSwatch({ variant }: { variant: ThemeVariant }) {
  const palette = VARIANT_PALETTES[variant];
  const primary =
    palette.primary && 'main' in palette.primary ? palette.primary.main : palette.link;
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'inputBorder',
        bgcolor: palette.background?.default,
        color: palette.text?.primary,
        fontWeight: 700,
        fontSize: '1.125rem',
        lineHeight: 1.2,
      }}
    >
      <span>Aa</span>
      <Box
        component="span"
        sx={{ flex: 1, height: '0.25em', borderRadius: 1, bgcolor: palette.text?.secondary }}
      />
      <Box
        component="span"
        sx={{ width: '2.5em', height: '1.2em', borderRadius: 1, bgcolor: primary }}
      />
    </Box>
  );
}
