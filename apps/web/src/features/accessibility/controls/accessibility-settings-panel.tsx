'use client';

import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccessibility } from '../accessibility-provider';
import { DEFAULT_FONT_SIZE } from '../settings';
import { FontSizeControl } from './font-size-control';
import { ThemeVariantPicker } from './theme-variant-picker';
import { useStatusMessage } from './use-status-message';

/** The controls shared by the settings page and the header's quick control. */
export function AccessibilitySettingsPanel({ compact = false }: { compact?: boolean }) {
  const { resetSettings } = useAccessibility();
  const [message, announce] = useStatusMessage();

  return (
    <Stack spacing={compact ? 2 : 3}>
      <FontSizeControl announce={announce} />
      <ThemeVariantPicker announce={announce} showDescriptions={!compact} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<RestartAltIcon />}
          onClick={() => {
            resetSettings();
            announce(`Settings reset: text size ${DEFAULT_FONT_SIZE} percent, standard theme`);
          }}
        >
          Reset to defaults
        </Button>
        <Typography role="status" aria-live="polite" variant="body2" sx={{ minHeight: '1.5em' }}>
          {message}
        </Typography>
      </Stack>
    </Stack>
  );
}
