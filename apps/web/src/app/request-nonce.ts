import 'server-only';
import { headers } from 'next/headers';

/** This response's CSP nonce, set by the proxy (`server/security/create-proxy.ts`). */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
