/**
 * Checks run before a call, so an empty or malformed value never reaches the identity service.
 * Empty-value messages are the ones docs/product.md §5 "Empty values" names
 * ("<field> is required to <operation>").
 */
export function requiredMessage(field: string, operation: string): string {
  return `${field} is required to ${operation}`;
}

export function requireValue(value: string, field: string, operation: string): string | null {
  return value.trim() === '' ? requiredMessage(field, operation) : null;
}

/** Authenticator and email codes are six digits; pasted spaces and dashes are forgiven. */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function codeProblem(value: string, field: string, operation: string): string | null {
  const code = normalizeCode(value);
  if (code === '') return requiredMessage(field, operation);
  if (!/^\d{6}$/.test(code)) return 'Enter the code using only 6 digits';
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string, operation: string): string | null {
  const email = value.trim();
  if (email === '') return requiredMessage('email', operation);
  if (email.length > 254 || !EMAIL.test(email))
    return 'Enter an email address in the correct format, like name@example.com';
  return null;
}

/** Cognito usernames: no whitespace, at most 128 characters. */
export function usernameProblem(value: string, operation: string): string | null {
  const username = value.trim();
  if (username === '') return requiredMessage('username', operation);
  if (/\s/.test(username)) return 'Username cannot contain spaces';
  if (username.length > 128) return 'Username must be 128 characters or fewer';
  return null;
}

export function nameProblem(value: string, label: string): string | null {
  if (value.trim() === '') return `Enter your ${label.toLowerCase()}`;
  if (value.length > 256) return `${label} must be 256 characters or fewer`;
  return null;
}
