'use client';
import { Alert, type AlertSeverity } from '../alert/alert';

/** A ref callback, so focus moves as soon as the alert exists. */
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
  severity?: AlertSeverity;
  live?: boolean;
}) {
  if (!message) return null;
  const role = !live ? 'none' : severity === 'error' ? 'alert' : 'status';
  return (
    // A new message is a new alert, so an error takes focus again.
    <Alert
      key={message}
      ref={severity === 'error' ? focusElement : undefined}
      tabIndex={-1}
      severity={severity}
      role={role}
    >
      {message}
    </Alert>
  );
}
