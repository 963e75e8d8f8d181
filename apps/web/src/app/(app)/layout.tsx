import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { DataProvider } from '@/trpc/data-provider';

export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <AppShell>{children}</AppShell>
    </DataProvider>
  );
}
