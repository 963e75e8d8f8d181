'use client';

import { useCallback, useState } from 'react';

/**
 * Text for a polite live region. Saying the same words twice in a row would be ignored by screen
 * readers, so a repeat gets a trailing non-breaking space to count as new content.
 */
export function useStatusMessage(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => {
    setMessage((previous) => (previous === next ? `${next}\u00a0` : next));
  }, []);
  return [message, announce];
}
