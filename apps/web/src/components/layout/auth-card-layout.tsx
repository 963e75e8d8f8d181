import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { AuthHeader } from './auth-header';
import { PageFrame } from './page-frame';

/** The centered card every sign-in and recovery page sits in. */
export function AuthCardLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<AuthHeader />}>
      <Box
        component="main"
        id="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          px: 2,
          py: { xs: 2, sm: 6 },
        }}
      >
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
        >
          {children}
        </Paper>
      </Box>
    </PageFrame>
  );
}
