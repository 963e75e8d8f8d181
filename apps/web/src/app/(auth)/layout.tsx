import type { ReactNode } from 'react';
import { AuthCardLayout } from '@/components/layout/auth-card-layout';

/**
 * Sign-in and recovery pages. Their forms are not wrapped in `<Suspense>`: reading the search
 * params would suspend them past the first flush, and a streamed boundary stays hidden until a
 * script reveals it, so the form would be missing without JavaScript.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AuthCardLayout>{children}</AuthCardLayout>;
}
