'use client';
import { createContext, useContext } from 'react';
import type { PublicConfig } from '@/server/public-config-type';

export const PublicConfigContext = createContext<PublicConfig | null>(null);

/** The pool ids, app name and password policy the server rendered into the page. */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig must be used within the app providers');
  return config;
}
