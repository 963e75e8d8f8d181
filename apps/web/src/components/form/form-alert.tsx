'use client';
import { Suspense } from 'react';
import { LazyAlert } from '../lazy-alert';

type Severity = 'error' | 'info' | 'success' | 'warning';

/** A ref callback, so focus moves once the alert exists (its code may arrive after the message). */
function focusElement(element: HTMLElement | null): void {
  element?.focus();
}

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
  if (!message) return null;
  const role = !live ? 'none' : severity === 'error' ? 'alert' : 'status';
  return (
    <Suspense fallback={null}>
      {/* A new message is a new alert, so an error takes focus again. */}
      <LazyAlert
        key={message}
        ref={severity === 'error' ? focusElement : undefined}
        tabIndex={-1}
        severity={severity}
        role={role}
      >
        {message}
      </LazyAlert>
    </Suspense>
  );
}
