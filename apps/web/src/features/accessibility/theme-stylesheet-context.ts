'use client';
import { createContext, useContext } from 'react';

/** The versioned URL of `/theme.css`, which the root layout computes once per server. */
export const ThemeStylesheetContext = createContext<string | null>(null);

export function useThemeStylesheet(): string {
  const href = useContext(ThemeStylesheetContext);
  if (!href) throw new Error('useThemeStylesheet must be used within the app providers');
  return href;
}
