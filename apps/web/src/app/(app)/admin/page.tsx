import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { SearchView } from '@/features/admin/search-view';

export const metadata: Metadata = { title: 'Support' };

export default function AdminSearchPage() {
  return (
    <RequireSignedIn>
      <SearchView />
    </RequireSignedIn>
  );
}
