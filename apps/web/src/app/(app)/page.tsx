import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { HomeView } from '@/features/home/home-view';

export const metadata: Metadata = { title: 'Home' };

export default function HomePage() {
  return (
    <RequireSignedIn>
      <HomeView />
    </RequireSignedIn>
  );
}
