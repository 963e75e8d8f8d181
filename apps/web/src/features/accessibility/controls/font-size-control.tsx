'use client';

import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAccessibility } from '../accessibility-provider';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_SIZE_STEP } from '../settings';

export const fontSizeValueText = (value: number) => `${value} percent`;

export function FontSizeControl({ announce }: { announce: (message: string) => void }) {
  const { fontSize, setFontSize } = useAccessibility();
  const labelId = useId();

  const change = (next: number) => {
    if (next < FONT_SIZE_MIN) return announce(`Smallest text size is ${FONT_SIZE_MIN} percent`);
    if (next > FONT_SIZE_MAX) return announce(`Largest text size is ${FONT_SIZE_MAX} percent`);
    setFontSize(next);
    announce(`Text size ${next} percent`);
  };

  return (
    <Stack spacing={1}>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Text size: {fontSize}%
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label="Smaller text"
          onClick={() => change(fontSize - FONT_SIZE_STEP)}
          sx={{ border: 1, borderColor: 'inputBorder', flexShrink: 0 }}
        >
          <RemoveIcon />
        </IconButton>
        <Slider
          aria-labelledby={labelId}
          value={fontSize}
          min={FONT_SIZE_MIN}
          max={FONT_SIZE_MAX}
          step={FONT_SIZE_STEP}
          marks
          getAriaValueText={fontSizeValueText}
          onChange={(_event, value) => change(value)}
          sx={{ mx: 1 }}
        />
        <IconButton
          aria-label="Larger text"
          onClick={() => change(fontSize + FONT_SIZE_STEP)}
          sx={{ border: 1, borderColor: 'inputBorder', flexShrink: 0 }}
        >
          <AddIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
