import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { trackRequests } from '@steadfast/node-server';
import type { Services } from '../services/context.js';
import { loadHostedCertificate, type HostedCertificate } from './certificate-authority.js';
import { createHostedHandler } from './hosted-router.js';

export interface HostedDomain {
  url: string;
  port: number;
  certificate: HostedCertificate;
  drain(timeoutMs: number): Promise<void>;
}

/** The HTTPS hosted sign-in domain on its own port, with the local CA's certificate. */
export async function listenHosted(services: Services): Promise<HostedDomain> {
  const { config } = services;
  const dataDir = config.dataDir.startsWith('memory://') ? null : config.dataDir;
  const certificate = await loadHostedCertificate(dataDir, services.clock.nowInMs());
  let url = '';
  const server = createServer(
    {
      cert: certificate.certPem,
      key: certificate.keyPem,
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: Math.max(config.requestTimeoutMs, config.headersTimeoutMs),
      keepAliveTimeout: 5_000,
    },
    createHostedHandler(services, () => url),
  );
  const requests = trackRequests(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.hostedPort, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `https://localhost:${port}`;
  services.hosted.url = url;
  return { url, port, certificate, drain: (timeoutMs) => requests.drain(timeoutMs) };
}
