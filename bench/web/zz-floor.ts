import { createServer } from 'node:http';
import { initTRPC } from '@trpc/server';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import superjson from 'superjson';
const t = initTRPC.create({ transformer: superjson });
const router = t.router({ system: t.router({ ping: t.procedure.query(() => ({ ok: true })) }) });
const handler = createHTTPHandler({ router, basePath: '/api/trpc/' });
const srv = createServer((q, r) => handler(q, r));
srv.listen(3999, '127.0.0.1', () => console.log('up'));
