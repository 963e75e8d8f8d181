'use client';
import GlobalStyles from '@mui/material/GlobalStyles';
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

  return (
    <GlobalStyles
      styles={{
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': {
          // Set per theme variant by the accessibility theme (3:1 against the page).
          background: 'var(--app-progress-color)',
          position: 'fixed',
          zIndex: 2000,
          top: 0,
          left: 0,
          width: '100%',
          height: 3,
        },
        '#nprogress .peg': { display: 'none' },
      }}
    />
  );
}
