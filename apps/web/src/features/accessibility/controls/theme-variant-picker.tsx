'use client';

import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAccessibility } from '../accessibility-provider';
import { isThemeVariant, THEME_VARIANTS } from '../settings';
import { THEME_VARIANT_LABELS } from '../theme-variant-labels';
import { ThemeSwatch } from './theme-swatch';

/** A native radio group (arrow keys move and select) styled as cards; the card is the label. */
export function ThemeVariantPicker({
  announce,
  showDescriptions = true,
}: {
  announce: (message: string) => void;
  showDescriptions?: boolean;
}) {
  const { themeVariant, setThemeVariant, followsSystemTheme } = useAccessibility();
  const headingId = useId();

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Colour theme
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {followsSystemTheme
          ? 'Light or dark follows your device until you choose a theme.'
          : 'Your choice is saved in this browser.'}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
        name={`theme-variant-${headingId}`}
        value={themeVariant}
        onChange={(_event, value) => {
          if (!isThemeVariant(value)) return;
          setThemeVariant(value);
          announce(`Theme: ${THEME_VARIANT_LABELS[value].name}`);
        }}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
        }}
      >
        {THEME_VARIANTS.map((variant) => {
          const selected = variant === themeVariant;
          const { name, description } = THEME_VARIANT_LABELS[variant];
          const nameId = `${headingId}-${variant}-name`;
          const descriptionId = `${headingId}-${variant}-description`;
          return (
            <Box
              key={variant}
              component="label"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                p: { xs: 1, sm: 1.5 },
                borderRadius: 2,
                cursor: 'pointer',
                bgcolor: 'background.paper',
                border: selected ? 3 : 1,
                borderColor: selected ? 'primary.main' : 'inputBorder',
                m: selected ? 0 : '2px',
                '&:has(.Mui-focusVisible)': {
                  outline: 3,
                  outlineColor: 'focusRing',
                  outlineOffset: 2,
                },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Radio
                  value={variant}
                  sx={{ m: -1 }}
                  slotProps={{
                    input: {
                      'aria-labelledby': nameId,
                      'aria-describedby': showDescriptions ? descriptionId : undefined,
                    },
                  }}
                />
                <Typography id={nameId} component="span" sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
              </Box>
              <ThemeSwatch variant={variant} />
              {showDescriptions && (
                <Typography
                  id={descriptionId}
                  component="span"
                  variant="body2"
                  sx={{ color: 'text.secondary' }}
                >
                  {description}
                </Typography>
              )}
            </Box>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
