/**
 * The page every measured load starts from: a blank page on another site (`localhost`, while
 * the pages under test are on `127.0.0.1`), as when a visitor follows a link or types the
 * address. A fresh tab's own `about:blank` is not a place people come from, and Chromium treats
 * it specially: a page without `Cross-Origin-Opener-Policy` reuses that tab's renderer, while a
 * page that sends `same-origin` (ours, SEC-33) has to start a new renderer process once its
 * response headers arrive (decision 024).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ArrivalPage {
  url: string;
  stop: () => Promise<void>;
}

export async function startArrivalPage(): Promise<ArrivalPage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Elsewhere</title><p>Elsewhere</p></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
