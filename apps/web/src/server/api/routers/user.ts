import 'server-only';
import { z } from 'zod';
import { getCurrentUser } from '../../users/get-current-user';
import { requestUsernameReminder } from '../../users/send-username-reminder';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

export const forgotUsernameInput = z.object({
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter a valid email address.')),
});

/**
 * `refresh: true` asks the identity service now instead of trusting the stored copy: sent after
 * the user changed their names or email, and by the profile page so it notices a revoked session.
 */
export const userMeInput = z
  .strictObject(
    { refresh: z.boolean({ error: 'The refresh flag must be true or false.' }).optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'user.me takes only the refresh flag.'
          : 'The input of user.me must be an object.',
    },
  )
  .optional();

export const userRouter = createTRPCRouter({
  /** The signed-in user's app record (created with a trial on first call). */
  me: protectedProcedure
    .input(userMeInput)
    .query(({ ctx, input }) =>
      getCurrentUser(ctx.services, ctx.session, { refresh: input?.refresh === true }),
    ),

  /**
   * Sent by the browser when a sign-in completes: the record, and with it the trial, starts at
   * the first sign-in rather than at the first visit of the profile page (decision 007).
   */
  recordSignIn: protectedProcedure.mutation(async ({ ctx }) => {
    // A sign-in is rare and a natural moment to take names and email changed elsewhere.
    const user = await getCurrentUser(ctx.services, ctx.session, { refresh: true });
    return { trialStartDate: user.trialStartDate, trialEndDate: user.trialEndDate };
  }),

  /** Emails the usernames registered to an address; the answer never says whether any exist. */
  forgotUsername: publicProcedure.input(forgotUsernameInput).mutation(async ({ ctx, input }) => {
    await requestUsernameReminder(ctx.services, {
      email: input.email,
      clientAddress: ctx.clientAddress,
    });
    return { ok: true as const };
  }),
});
