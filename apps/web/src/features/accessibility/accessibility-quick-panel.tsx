'use client';

import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useId, useState } from 'react';
import { AccessibilitySettingsPanel } from './controls/accessibility-settings-panel';

export const ACCESSIBILITY_SETTINGS_PATH = '/settings/accessibility';

/**
 * Header button that opens the same controls as the settings page. The popover is modal: focus
 * moves into it, Esc closes it and focus returns to the button.
 */
export function AccessibilityQuickControl() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const titleId = useId();
  const panelId = useId();

  return (
    <>
      <IconButton
        aria-label="Accessibility settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccessibilityNewIcon />
      </IconButton>
      <Popover
        open={open}
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
    </>
  );
}
