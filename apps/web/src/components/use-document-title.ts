'use client';
import { useEffect } from 'react';
import { usePublicConfig } from './public-config-context';

/** For pages whose step changes without a navigation, so the title still names the step. */
export function useDocumentTitle(title: string) {
  const { appName } = usePublicConfig();
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
