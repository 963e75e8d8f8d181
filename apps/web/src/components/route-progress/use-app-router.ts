'use client';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { startRouteProgress } from './route-progress';

/** `useRouter` whose navigations show the progress bar too. */
export function useAppRouter() {
  const router = useRouter();
  return useMemo(
    () => ({
      push(href: string) {
        if (href !== `${window.location.pathname}${window.location.search}`) startRouteProgress();
        router.push(href);
      },
      replace(href: string) {
        if (href !== `${window.location.pathname}${window.location.search}`) startRouteProgress();
        router.replace(href);
      },
      refresh: () => router.refresh(),
    }),
    [router],
  );
}
