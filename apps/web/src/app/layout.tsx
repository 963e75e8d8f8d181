import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { AccessibilityInitScript } from '@/features/accessibility/init-script';
import { getPublicConfig } from '@/server/env';

export function generateMetadata(): Metadata {
  const { appName } = getPublicConfig();
  return {
    title: { template: `%s · ${appName}`, default: appName },
    description: `${appName} account`,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const config = getPublicConfig();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <AccessibilityInitScript nonce={nonce} />
      </head>
      <body>
        <AppRouterCacheProvider options={{ key: 'mui', nonce }}>
          <AppProviders config={config}>{children}</AppProviders>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
