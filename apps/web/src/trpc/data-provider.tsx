'use client';
import type { ReactNode } from 'react';
import { TRPCReactProvider } from './react';
import { SessionEndedWatcher } from './session-ended-watcher';

/** The data API client and the watcher that signs out when the API says the session ended. */
export function DataProvider({ children }: { children: ReactNode }) {
  return (
    <TRPCReactProvider>
      <SessionEndedWatcher />
      {children}
    </TRPCReactProvider>
  );
}
