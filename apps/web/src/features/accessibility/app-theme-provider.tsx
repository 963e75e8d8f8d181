'use client';

import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appTheme } from './theme/app-theme';
import { accessibilityGlobalStyles } from './theme/global-styles';

/**
 * MUI theme for every variant plus CssBaseline. `colorSchemeNode={null}` and
 * `storageManager={null}` stop MUI from writing its own attribute or storage keys: the
 * accessibility settings own `<html data-theme>` (init script and settings store).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme} colorSchemeNode={null} storageManager={null}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={accessibilityGlobalStyles} />
      {children}
    </ThemeProvider>
  );
}
