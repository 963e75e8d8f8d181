'use client';
import { lazy } from 'react';

const loadAlert = () => import('@mui/material/Alert');

/**
 * MUI's Alert, whose code is fetched when the page is idle or the first message appears: pages
 * usually open without one, so it stays out of their first load.
 */
export const LazyAlert = lazy(loadAlert);

export function preloadAlert(): void {
  loadAlert().catch(() => {
    // Tried again when a message is shown.
  });
}
