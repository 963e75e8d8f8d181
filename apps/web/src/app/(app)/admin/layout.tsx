import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getServerQueryClient, HydrateClient, serverTrpc } from '@/trpc/server';

/**
 * The support console exists only for administrators: anyone else (signed out, signed in, or
 * revoked a moment ago) gets the app's not-found page, decided here on the server from the
 * database (`user.me` reads the record on every call), never from the browser.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const me = await getServerQueryClient()
    .fetchQuery({ ...serverTrpc.user.me.queryOptions(), retry: false })
    .catch(() => null);
  if (!me?.isAdmin) notFound();
  return <HydrateClient>{children}</HydrateClient>;
}
