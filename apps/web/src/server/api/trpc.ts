import 'server-only';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import { AccountError } from '../account/account-error';
import { resolveAdminSession } from '../admin-access/resolve-admin';
import type { AppServices } from '../app-services';
import { resolveSession } from '../auth/resolve-session';
import { getAppServices } from '../default-app-services';
import { AccessTokenRevokedError } from '../identity/get-identity-profile';
import { TooManyRequestsError } from '../users/send-username-reminder';
import { clientAddress, requestAccessToken } from './request-metadata';

export interface CreateContextOptions {
  headers: Headers;
  /** Defaults to this process's services; tests pass their own. */
  services?: AppServices;
}

/** Per-request context. Verification is left to `protectedProcedure`, where it is needed. */
export async function createTRPCContext(options: CreateContextOptions) {
  const services = options.services ?? getAppServices();
  return {
    services,
    accessToken: requestAccessToken(options.headers, services.env.cognito.clientId),
    clientAddress: clientAddress(options.headers, services.env.trustedProxyCount),
    /** Shown as the browser of the account's activity; never trusted for anything else. */
    userAgent: options.headers.get('user-agent')?.slice(0, 512) ?? null,
  };
}

export type TRPCContext = Awaited<ReturnType<typeof createTRPCContext>>;

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      // The cause (SQL, network) is logged by the handler, never shown to the browser.
      const message = 'Something went wrong on our side. Please try again.';
      return { ...shape, message, data: { ...shape.data, zodError: null } };
    }
    if (error.cause instanceof AccountError && error.cause.field) {
      // A refusal about one field (a wrong code) is shown beside it, as invalid input is.
      const fieldErrors = { [error.cause.field]: [error.message] };
      return { ...shape, data: { ...shape.data, zodError: { formErrors: [], fieldErrors } } };
    }
    if (error.code !== 'BAD_REQUEST' || !(error.cause instanceof ZodError)) {
      return { ...shape, data: { ...shape.data, zodError: null } };
    }
    // The first issue reads as a sentence a toast can show; fields get all of theirs.
    const message = error.cause.issues[0]?.message ?? 'The request was not valid.';
    return { ...shape, message, data: { ...shape.data, zodError: z.flattenError(error.cause) } };
  },
});

/** Turns the domain's own errors into the API's status codes instead of a 500. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AccountError) {
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  if (cause instanceof TooManyRequestsError) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: cause.message });
  }
  if (cause instanceof AccessTokenRevokedError) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: 'Your session has ended. Please sign in again.',
    });
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(domainErrors);

/** Procedures for signed-in users: `ctx.session` holds the verified `sub` and `username`. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await resolveSession(ctx.accessToken, ctx.services.verifyAccessToken);
  if (!session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  }
  return next({ ctx: { ...ctx, session } });
});

/**
 * The answer tRPC itself gives for a path with no procedure: a non-admin gets exactly this, so
 * the admin API does not reveal that it exists (never UNAUTHORIZED or FORBIDDEN).
 */
export function procedureNotFound(path: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${path}"` });
}

/**
 * Procedures for administrators: `isAdmin` is read from the database on every call, so a revoke
 * counts at once. `ctx.admin` holds the admin's verified `sub` and `username`.
 */
export const adminProcedure = publicProcedure.use(async ({ ctx, path, next }) => {
  const session = await resolveAdminSession(ctx.accessToken, ctx.services);
  if (!session) throw procedureNotFound(path);
  const admin = { sub: session.sub, username: session.username };
  return next({ ctx: { ...ctx, session, admin } });
});
