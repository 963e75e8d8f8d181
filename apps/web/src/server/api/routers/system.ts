import 'server-only';
import { createTRPCRouter, publicProcedure } from '../trpc';

export const systemRouter = createTRPCRouter({
  /**
   * Answers without a session, the database or the identity service: an uptime check that the
   * data API itself (route, context, serializer) answers, and the floor the `user.me` bench
   * compares against (bench/web/user-me.ts).
   */
  ping: publicProcedure.query(() => ({ ok: true as const })),
});
