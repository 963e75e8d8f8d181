'use client';

import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appTheme } from './theme/app-theme';

/**
 * The MUI theme for MUI components (signed-in pages, the accessibility dialog, /mfa-setup).
 * Its CSS variables for every variant are already in the page (`theme-css.ts`, rendered by the
 * root layout) and the baseline is `globals.css`, so it adds no style sheet of its own.
 * `colorSchemeNode={null}` and `storageManager={null}` stop MUI from writing its own attribute
 * or storage keys: the accessibility settings own `<html data-theme>`.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={appTheme}
      colorSchemeNode={null}
      storageManager={null}
      disableStyleSheetGeneration
    >
      {children}
    </ThemeProvider>
  );
}
