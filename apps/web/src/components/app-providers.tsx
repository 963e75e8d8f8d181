'use client';
import { Suspense, type ReactNode } from 'react';
import { AccessibilityProvider } from '@/features/accessibility/accessibility-provider';
import { AppThemeProvider } from '@/features/accessibility/app-theme-provider';
import { AuthProvider } from '@/features/auth/auth-provider';
import type { PublicConfig } from '@/server/public-config-type';
import { PublicConfigContext } from './public-config-context';
import { RouteProgress } from './route-progress/route-progress';
import { ToastProvider } from './toast/toast-provider';

/**
 * Every page's providers, outermost first: settings, theme, session, then chrome. The data
 * API's client (`DataProvider`) wraps only the routes that call it, so sign-in pages do not
 * download it.
 */
export function AppProviders({
  config,
  hasStoredSession,
  children,
}: {
  config: PublicConfig;
  hasStoredSession: boolean;
  children: ReactNode;
}) {
  return (
    <AccessibilityProvider>
      <AppThemeProvider>
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
      </AppThemeProvider>
    </AccessibilityProvider>
  );
}
