import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Every page's frame: full height, the theme's background, a header above the page's `main`. */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      {header}
      {children}
    </Box>
  );
}
