'use client';
import Box from '@mui/material/Box';
import { AccessibilityQuickControl } from '@/features/accessibility/accessibility-quick-control';
import { usePublicConfig } from '../public-config-context';
import { Logo } from '../logo';

/** Auth pages keep the logo and the accessibility control in the same place as app pages. */
export function AuthHeader() {
  const { appName } = usePublicConfig();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        px: { xs: 2, sm: 3 },
        py: 1.5,
      }}
    >
      <Logo appName={appName} />
      {/* Stays at the right edge when it wraps under the logo. */}
      <Box sx={{ ml: 'auto' }}>
        <AccessibilityQuickControl />
      </Box>
    </Box>
  );
}
