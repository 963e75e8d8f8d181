/**
 * The `otpauth://` link authenticator apps scan. The label and issuer carry the app name so
 * the entry in the user's app says where the code belongs.
 */
export function buildTotpSetupUri(input: {
  appName: string;
  username: string;
  secret: string;
}): string {
  const label = `${encodeURIComponent(input.appName)}:${encodeURIComponent(input.username)}`;
  const query = new URLSearchParams({ secret: input.secret, issuer: input.appName });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** Groups of four make a long base32 secret readable and typeable. */
export function groupSecret(secret: string): string[] {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? [];
}
