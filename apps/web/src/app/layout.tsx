import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { PreHydrationSubmitScript } from '@/components/form/pre-hydration-submit-script';
import { AccessibilityInitScript } from '@/features/accessibility/init-script';
import { hasStoredSession } from '@/features/auth/stored-session';
import { PlainThemeVariablesStyle } from '@/features/accessibility/theme/plain-theme-variables-style';
import { themeStylesheetHref } from '@/features/accessibility/theme/theme-css';
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
        <AccessibilityInitScript nonce={nonce} themeSheetHref={THEME_STYLESHEET} />
        <PreHydrationSubmitScript nonce={nonce} />
        {/* MUI's full set of variables comes with MUI (`/theme.css`). */}
        <PlainThemeVariablesStyle nonce={nonce} />
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
