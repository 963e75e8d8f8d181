import { createServer, request as forwardRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingIdentityProxy {
  /** `http://127.0.0.1:<port>`: use it as the web app's `COGNITO_ENDPOINT`. */
  url: string;
  /** Requests for one identity operation (`GetUser`, …) forwarded so far. */
  count(operation: string): number;
  /** While true, connections are dropped as if the identity service were down. */
  setUnreachable(unreachable: boolean): void;
  close(): Promise<void>;
}

/**
 * Sits between the web app and the real identity server and counts the operations the app
 * asks for (by the AWS SDK's `X-Amz-Target` header), so a test or the bench can show how often
 * the identity service is called without replacing it.
 */
export async function startCountingIdentityProxy(
  identityUrl: string,
): Promise<CountingIdentityProxy> {
  const target = new URL(identityUrl);
  const counts = new Map<string, number>();
  let unreachable = false;
  const server = createServer((incoming, outgoing) => {
    if (unreachable) return void incoming.socket.destroy();
    const amzTarget = incoming.headers['x-amz-target'];
    const operation = typeof amzTarget === 'string' ? amzTarget.split('.').pop() : undefined;
    if (operation) counts.set(operation, (counts.get(operation) ?? 0) + 1);
    const forwarded = forwardRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: (operation) => counts.get(operation) ?? 0,
    setUnreachable: (value) => void (unreachable = value),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
