import 'server-only';
import {
  adminAuditInput,
  adminPersonInput,
  adminSearchInput,
  disableSignInInput,
  enableSignInInput,
  endTrialInput,
  extendTrialInput,
  resendConfirmationInput,
  resetAuthenticatorInput,
  signOutEverywhereInput,
} from '@/features/admin/admin-inputs';
import { listAudit } from '../../admin/audit-log';
import {
  disableSignIn,
  enableSignIn,
  resendConfirmation,
  resetAuthenticator,
  signOutEverywhere,
} from '../../admin/identity-actions';
import { getPersonDetails } from '../../admin/person-details';
import { searchPeople } from '../../admin/search-people';
import { stepUpValidUntil } from '../../admin/step-up-window';
import { endTrial, extendTrial } from '../../admin/trial-actions';
import { adminProcedure, createTRPCRouter } from '../trpc';

const ok = { ok: true as const };

/**
 * The support console (docs/decisions/016-support-console.md). Every procedure is for
 * administrators only: anyone else is answered as for a procedure that does not exist. Every
 * action is in the audit log, also when it fails, and emails the person when it changes their
 * account.
 */
export const adminRouter = createTRPCRouter({
  search: adminProcedure
    .input(adminSearchInput)
    .query(({ ctx, input }) => searchPeople(ctx.services, input.query, input.cursor)),

  person: adminProcedure
    .input(adminPersonInput)
    .query(({ ctx, input }) => getPersonDetails(ctx.services, input.username)),

  audit: adminProcedure
    .input(adminAuditInput)
    .query(async ({ ctx, input }) => listAudit(await ctx.services.database(), input.cursor)),

  /** Whether sensitive actions need the password and a code now: null when they do. */
  stepUpWindow: adminProcedure.query(async ({ ctx }) => ({
    validUntil: await stepUpValidUntil(
      await ctx.services.database(),
      ctx.admin.sub,
      ctx.services.clock.now(),
    ),
  })),

  disableSignIn: adminProcedure.input(disableSignInInput).mutation(async ({ ctx, input }) => {
    await disableSignIn(ctx, input);
    return ok;
  }),

  enableSignIn: adminProcedure.input(enableSignInInput).mutation(async ({ ctx, input }) => {
    await enableSignIn(ctx, input);
    return ok;
  }),

  resetAuthenticator: adminProcedure
    .input(resetAuthenticatorInput)
    .mutation(async ({ ctx, input }) => {
      await resetAuthenticator(ctx, input);
      return ok;
    }),

  signOutEverywhere: adminProcedure
    .input(signOutEverywhereInput)
    .mutation(async ({ ctx, input }) => {
      await signOutEverywhere(ctx, input);
      return ok;
    }),

  resendConfirmation: adminProcedure
    .input(resendConfirmationInput)
    .mutation(async ({ ctx, input }) => {
      await resendConfirmation(ctx, input);
      return ok;
    }),

  extendTrial: adminProcedure.input(extendTrialInput).mutation(async ({ ctx, input }) => {
    await extendTrial(ctx, input);
    return ok;
  }),

  endTrial: adminProcedure.input(endTrialInput).mutation(async ({ ctx, input }) => {
    await endTrial(ctx, input);
    return ok;
  }),
});
