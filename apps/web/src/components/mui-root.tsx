'use client';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import { AppThemeProvider } from '@/features/accessibility/app-theme-provider';

/**
 * Where a part of the app uses MUI components: their styles are collected during server
 * rendering (with the CSP nonce) and the app theme applies. Signed-out pages do without it, so
 * their first load carries no MUI or Emotion code.
 */
export function MuiRoot({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui', nonce }}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </AppRouterCacheProvider>
  );
}
