'use client';
import { Suspense, type ReactNode } from 'react';
import { AccessibilityProvider } from '@/features/accessibility/accessibility-provider';
import { ThemeStylesheetContext } from '@/features/accessibility/theme-stylesheet-context';
import { AuthProvider } from '@/features/auth/auth-provider';
import type { PublicConfig } from '@/server/public-config-type';
import { PublicConfigContext } from './public-config-context';
import { RouteProgress } from './route-progress/route-progress';
import { ToastProvider } from './toast/toast-provider';

/**
 * Every page's providers, outermost first: settings, session, then chrome. None brings MUI:
 * signed-out pages are plain CSS. MUI's theme (`MuiRoot`) and the data API's client
 * (`DataProvider`) wrap only the routes that use them, so sign-in pages do not download them.
 */
export function AppProviders({
  config,
  hasStoredSession,
  themeStylesheet,
  children,
}: {
  config: PublicConfig;
  hasStoredSession: boolean;
  /** Where MUI's theme variables are, for the parts that render MUI (`AppThemeProvider`). */
  themeStylesheet: string;
  children: ReactNode;
}) {
  return (
    <AccessibilityProvider themeStylesheet={themeStylesheet}>
      <ThemeStylesheetContext value={themeStylesheet}>
        <PublicConfigContext value={config}>
          <AuthProvider config={config} hasStoredSession={hasStoredSession}>
            <ToastProvider>
              <Suspense>
                <RouteProgress />
              </Suspense>
              {children}
            </ToastProvider>
          </AuthProvider>
        </PublicConfigContext>
      </ThemeStylesheetContext>
    </AccessibilityProvider>
  );
}
