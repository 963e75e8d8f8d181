import type { IncomingMessage } from 'node:http';

/**
 * The address of a request's TCP peer, set by our web server (`server.ts`) on every request
 * after dropping any copy the client sent. Route handlers never see the socket, and Next.js
 * keeps a client's own `X-Forwarded-For` (it fills the header in only when it is absent), so
 * this is the one address in a request a client cannot choose.
 */
export const PEER_ADDRESS_HEADER = 'x-steadfast-peer-address';

// Shared through the global object: the route handlers' bundled copy of this module is not the
// copy the server entry loaded.
const stampedKey = Symbol.for('steadfast.web.peer-addresses-stamped');
type WithStampedFlag = typeof globalThis & { [stampedKey]?: boolean };

/** Replaces any client-sent peer address header with the socket's remote address. */
export function stampPeerAddress(request: IncomingMessage): void {
  const address = request.socket.remoteAddress;
  if (address) request.headers[PEER_ADDRESS_HEADER] = address;
  else delete request.headers[PEER_ADDRESS_HEADER];
}

/** Called by the web server once it stamps every request of this process. */
export function markPeerAddressesStamped(): void {
  (globalThis as WithStampedFlag)[stampedKey] = true;
}

/**
 * Whether the peer address header can be believed: only when our web server runs in this
 * process. Under plain `next start` a client could send the header itself.
 */
export function arePeerAddressesStamped(): boolean {
  return (globalThis as WithStampedFlag)[stampedKey] === true;
}
