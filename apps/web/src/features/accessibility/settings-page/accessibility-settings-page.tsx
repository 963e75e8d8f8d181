'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AccessibilitySettingsPanel } from '../controls/accessibility-settings-panel';
import { LivePreview } from './live-preview';

export function AccessibilitySettingsPage() {
  return (
    <Box sx={{ maxWidth: '60rem', mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Accessibility settings
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Choose the text size and colours that suit you. Changes apply straight away and are saved in
        this browser, whether or not you are signed in.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Settings"
          sx={{ p: { xs: 1.5, sm: 3 } }}
        >
          <AccessibilitySettingsPanel />
        </Paper>
        <LivePreview />
      </Box>
    </Box>
  );
}
