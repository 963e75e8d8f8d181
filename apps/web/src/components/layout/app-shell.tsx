import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';

/** The frame of app pages: header on top, the page's content in `main`. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <AppHeader />
      <Container component="main" id="main" maxWidth="md" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}
