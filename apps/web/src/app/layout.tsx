import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { PreHydrationSubmitScript } from '@/components/form/pre-hydration-submit-script';
import { AccessibilityInitScript } from '@/features/accessibility/init-script';
import { hasStoredSession } from '@/features/auth/stored-session';
import {
  plainThemeVariablesCss,
  themeStylesheetHref,
} from '@/features/accessibility/theme/theme-css';
import { getPublicConfig } from '@/server/env';
import './globals.css';

export function generateMetadata(): Metadata {
  const { appName } = getPublicConfig();
  return {
    title: { template: `%s · ${appName}`, default: appName },
    description: `${appName} account`,
  };
}

/** The same for every request: computed once per server. */
const THEME_STYLESHEET = themeStylesheetHref();
const PLAIN_THEME_VARIABLES = plainThemeVariablesCss();

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  const config = getPublicConfig();
  const storedSession = hasStoredSession(
    requestHeaders.get('cookie') ?? '',
    config.userPoolClientId,
  );
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <AccessibilityInitScript nonce={nonce} />
        <PreHydrationSubmitScript nonce={nonce} />
        {/* Every variant's colours, type and spacing that the app's own CSS reads: inline, so
            the first paint waits for no style sheet. MUI's full set comes with MUI. */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: PLAIN_THEME_VARIABLES }} />
      </head>
      <body>
        <AppProviders
          config={config}
          hasStoredSession={storedSession}
          themeStylesheet={THEME_STYLESHEET}
        >
          {children}
        </AppProviders>
      </body>
    </html>
  );
}
