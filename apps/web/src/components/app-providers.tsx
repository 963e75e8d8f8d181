'use client';
import { Suspense, type ReactNode } from 'react';
import { AccessibilityProvider, AppThemeProvider } from '@/features/accessibility';
import { AuthProvider } from '@/features/auth/auth-provider';
import type { PublicConfig } from '@/server/public-config-type';
import { TRPCReactProvider } from '@/trpc/react';
import { PublicConfigContext } from './public-config-context';
import { RouteProgress } from './route-progress/route-progress';
import { ToastProvider } from './toast/toast-provider';

/** Every page's providers, outermost first: settings, theme, data, session, then chrome. */
export function AppProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return (
    <AccessibilityProvider>
      <AppThemeProvider>
        <PublicConfigContext value={config}>
          <TRPCReactProvider>
            <AuthProvider config={config}>
              <ToastProvider>
                <Suspense>
                  <RouteProgress />
                </Suspense>
                {children}
              </ToastProvider>
            </AuthProvider>
          </TRPCReactProvider>
        </PublicConfigContext>
      </AppThemeProvider>
    </AccessibilityProvider>
  );
}
