import type { IncomingMessage } from 'node:http';

/**
 * Whether a request reached the app over HTTPS: the first `X-Forwarded-Proto` a load balancer
 * set, else the protocol of the connection itself. The security headers depend on it
 * (`Strict-Transport-Security`). Not a server-only module: the web server's signed-out document
 * copies (`server.ts`, outside Next.js) are kept per protocol by the same rule.
 */
export function isHttpsRequest(
  forwardedProto: string | null | undefined,
  ownProtocol: string,
): boolean {
  const forwarded = forwardedProto?.split(',')[0]?.trim();
  return (forwarded ?? ownProtocol.replace(/:$/, '')) === 'https';
}

/**
 * The same rule for a request to the web server's own Node server (`server.ts`), which itself
 * speaks plain HTTP: only a load balancer's `X-Forwarded-Proto` can say HTTPS.
 */
export function isHttpsNodeRequest(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  return isHttpsRequest(typeof forwarded === 'string' ? forwarded : undefined, 'http');
}
