import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { MuiRoot } from '@/components/mui-root';
import { DataProvider } from '@/trpc/data-provider';
import { requestNonce } from '../request-nonce';

/** Signed-in pages use MUI components, so their group brings MUI's theme and style cache. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  return (
    <MuiRoot nonce={await requestNonce()}>
      <DataProvider>
        <AppShell>{children}</AppShell>
      </DataProvider>
    </MuiRoot>
  );
}
