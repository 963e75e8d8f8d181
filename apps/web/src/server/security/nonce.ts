/**
 * The CSP nonce: made here, written into the policy here, and read back from a policy here.
 * Not a server-only module: the web server's signed-out document cache (`server.ts`, outside
 * Next.js) puts a fresh nonce into every copy it serves.
 */

/** 128 random bits, base64: unguessable and fresh for every response. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** The policy's source expression that lets scripts carrying `nonce` run. */
export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

/** The nonce a policy lets scripts run with, or null when it names none. */
export function nonceOfPolicy(policy: string): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? null;
}
