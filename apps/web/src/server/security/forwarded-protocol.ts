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
