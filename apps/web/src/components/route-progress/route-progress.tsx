'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdleOrEngaged } from '../when-idle-or-engaged';
import { finishProgressBar, preloadProgressBar, startProgressBar } from './progress-bar';
import { isInternalNavigation } from './progress-settings';

/** Call before `router.push`, which gives no event of its own in the App Router. */
export function startRouteProgress(): void {
  startProgressBar();
}

/** The thin bar at the top on route changes; it finishes when the new URL is rendered. */
export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    finishProgressBar();
  }, [pathname, searchParams]);

  useEffect(() => whenIdleOrEngaged(preloadProgressBar), []);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (
        anchor instanceof HTMLAnchorElement &&
        isInternalNavigation(anchor, event, window.location)
      )
        startProgressBar();
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // The bar's look is in globals.css (`#nprogress`).
  return null;
}
