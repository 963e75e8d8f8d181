/**
 * What `npm start` prints when a part cannot start: one plain sentence and the setting that
 * fixes it, instead of a stack trace. Anything unexpected keeps its full error.
 */
const defaultPortSettings: Record<string, string> = {
  '1025': 'MAILBOX_SMTP_PORT',
  '8025': 'MAILBOX_HTTP_PORT',
  '9229': 'IDENTITY_PORT',
  '3000': 'PORT',
};

interface AddressInUse {
  code: 'EADDRINUSE';
  address?: string;
  port?: number;
}

function isAddressInUse(error: unknown): error is AddressInUse {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'EADDRINUSE'
  );
}

/** `portSettings` names the variable that sets each port in use, when not the defaults. */
export function describeStartFailure(
  part: string,
  error: unknown,
  portSettings: Record<string, string> = defaultPortSettings,
): string {
  if (isAddressInUse(error)) {
    const where = `${error.address ?? '127.0.0.1'}:${error.port ?? '?'}`;
    const setting = portSettings[String(error.port)];
    return (
      `Cannot start the ${part}: ${where} is already in use (is Steadfast already running?).` +
      (setting ? ` Stop the other program or set ${setting} to another port.` : '')
    );
  }
  if (error instanceof Error && /configuration/i.test(error.message)) {
    return `Cannot start the ${part}: ${error.message}`;
  }
  return `Cannot start the ${part}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
