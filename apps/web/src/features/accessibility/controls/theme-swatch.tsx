import Box from '@mui/material/Box';
import type { ThemeVariant } from '../settings';
import { VARIANT_PALETTES } from '../theme/variant-palettes';

/**
 * A miniature of a variant drawn in that variant's own colours, whatever theme is active, so
 * people can compare before choosing. Decorative: the card's text names the variant.
 */
export function ThemeSwatch({ variant }: { variant: ThemeVariant }) {
  const palette = VARIANT_PALETTES[variant];
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
        sx={{
          ml: 'auto',
          px: 1,
          borderRadius: 1,
          bgcolor: palette.primary && 'main' in palette.primary ? palette.primary.main : undefined,
          color:
            palette.primary && 'contrastText' in palette.primary
              ? palette.primary.contrastText
              : undefined,
          fontSize: '0.875rem',
        }}
      >
        OK
      </Box>
    </Box>
  );
}
