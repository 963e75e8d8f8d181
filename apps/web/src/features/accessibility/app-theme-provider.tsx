'use client';

import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useThemeStylesheet } from './theme-stylesheet-context';
import { appTheme } from './theme/app-theme';

/**
 * The MUI theme for MUI components (signed-in pages, the accessibility dialog, /mfa-setup).
 * Its CSS variables for every variant are one cached style sheet (`/theme.css`, `theme-css.ts`),
 * linked here so only pages that render MUI fetch it: React puts the link in `<head>` (in the
 * server's HTML, or before showing a lazily loaded part). The baseline is `globals.css`.
 * `colorSchemeNode={null}` and `storageManager={null}` stop MUI from writing its own attribute
 * or storage keys: the accessibility settings own `<html data-theme>`.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const themeStylesheet = useThemeStylesheet();
  return (
    <ThemeProvider
      theme={appTheme}
      colorSchemeNode={null}
      storageManager={null}
      disableStyleSheetGeneration
    >
      <link rel="stylesheet" href={themeStylesheet} precedence="theme" />
      {children}
    </ThemeProvider>
  );
}
