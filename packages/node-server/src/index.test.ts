import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from './index.js';

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

/** A server that answers `/quick` at once and reads the whole body of anything else first. */
async function startServer() {
  // Idle connections would otherwise stay open for a minute.
  const started = createServer({ keepAliveTimeout: 60_000 }, (incoming, outgoing) => {
    if (incoming.url === '/quick') return void outgoing.end('quick');
    incoming.resume();
    incoming.once('end', () => outgoing.end('read'));
  });
  const requests = trackRequests(started);
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  server = started;
  return { requests, url: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}

/** A request whose head has reached the server (100 Continue) and whose body has not ended. */
async function openRequest(url: string) {
  const outgoing = request(`${url}/slow`, {
    method: 'POST',
    headers: { 'content-length': '4', expect: '100-continue' },
  });
  const settled = new Promise<IncomingMessage | Error>((resolve) => {
    outgoing.once('response', resolve);
    outgoing.once('error', resolve);
  });
  await new Promise((resolve) => outgoing.once('continue', resolve));
  outgoing.write('ab');
  return { outgoing, settled };
}

describe('trackRequests', () => {
  it('closes idle kept-alive connections at once, without waiting for their timeout', async () => {
    const { requests, url } = await startServer();
    const agent = new Agent({ keepAlive: true });
    const response = await fetchWith(agent, `${url}/quick`);
    expect(response).toBe('quick');
    const began = performance.now();
    await requests.drain(60_000);
    expect(performance.now() - began).toBeLessThan(5_000);
    agent.destroy();
  });

  it('lets a request in flight finish, answered with Connection: close', async () => {
    const { requests, url } = await startServer();
    const { outgoing, settled } = await openRequest(url);
    const drained = requests.drain(60_000);
    outgoing.end('cd');
    const response = await settled;
    if (response instanceof Error) throw response;
    expect(response.headers.connection).toBe('close');
    response.resume();
    await drained;
  });

  it('cuts off a request still in flight when the grace period ends', async () => {
    const { requests, url } = await startServer();
    const { settled } = await openRequest(url);
    await requests.drain(50);
    expect(await settled).toBeInstanceOf(Error);
  });
});

function fetchWith(agent: Agent, url: string) {
  return new Promise<string>((resolve, reject) => {
    request(url, { agent }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(text));
    })
      .once('error', reject)
      .end();
  });
}
