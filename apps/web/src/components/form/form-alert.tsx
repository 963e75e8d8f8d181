'use client';
import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

type Severity = 'error' | 'info' | 'success' | 'warning';

/**
 * A form-level message. Errors take focus so keyboard and screen-reader users meet them;
 * `live={false}` when a toast already announces the same words.
 */
export function FormAlert({
  message,
  severity = 'error',
  live = true,
}: {
  message: string | null;
  severity?: Severity;
  live?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && severity === 'error') ref.current?.focus();
  }, [message, severity]);
  if (!message) return null;
  const role = !live ? 'none' : severity === 'error' ? 'alert' : 'status';
  return (
    <Alert ref={ref} tabIndex={-1} severity={severity} role={role}>
      {message}
    </Alert>
  );
}
