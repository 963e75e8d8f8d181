'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useId } from 'react';
import { AppThemeProvider } from './app-theme-provider';
import { AccessibilitySettingsPanel } from './controls/accessibility-settings-panel';
import { ACCESSIBILITY_SETTINGS_PATH } from './settings-path';

export interface AccessibilityQuickPanelProps {
  anchor: HTMLElement | null;
  panelId: string;
  onClose: () => void;
}

/**
 * The header dialog's content, loaded only once someone opens it (popover, slider and theme
 * picker stay out of every page's first load). The popover is modal: focus moves into it, Esc
 * closes it and focus returns to the button.
 */
export default function AccessibilityQuickPanel({
  anchor,
  panelId,
  onClose: close,
}: AccessibilityQuickPanelProps) {
  const titleId = useId();
  // Sign-in pages have no MUI theme of their own; this dialog brings it along.
  return (
    <AppThemeProvider>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': titleId,
            // A border, not only a shadow, separates the dialog from the page in every theme.
            sx: {
              p: 2,
              width: 'min(32rem, calc(100vw - 16px))',
              border: 1,
              borderColor: 'inputBorder',
              backgroundImage: 'none',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h2" variant="h6">
            Accessibility settings
          </Typography>
          <Button
            component={NextLink}
            href={ACCESSIBILITY_SETTINGS_PATH}
            onClick={close}
            sx={{ ml: 'auto', textDecoration: 'underline' }}
          >
            All settings
          </Button>
        </Box>
        <AccessibilitySettingsPanel compact />
      </Popover>
    </AppThemeProvider>
  );
}
