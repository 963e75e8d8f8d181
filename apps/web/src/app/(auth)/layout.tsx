import type { ReactNode } from 'react';
import { AuthCardLayout } from '@/components/layout/auth-card-layout';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AuthCardLayout>{children}</AuthCardLayout>;
}
