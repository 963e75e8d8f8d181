import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { PageFrame } from './page-frame';

/** The frame of app pages: header on top, the page's content in `main`. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<AppHeader />}>
      <Container component="main" id="main" maxWidth="md" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        {children}
      </Container>
    </PageFrame>
  );
}
