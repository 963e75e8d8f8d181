import 'server-only';
import { adminRouter } from './routers/admin';
import { securityRouter } from './routers/security';
import { systemRouter } from './routers/system';
import { userRouter } from './routers/user';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  user: userRouter,
  system: systemRouter,
  security: securityRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in-process (server components, tests) with a context you build. */
export const createCaller = createCallerFactory(appRouter);
