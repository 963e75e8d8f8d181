import 'server-only';
import {
  beginAuthenticatorReplacementInput,
  changePasswordInput,
  completeAuthenticatorReplacementInput,
  confirmEmailChangeInput,
  confirmPasswordResetInput,
  deleteAccountInput,
  recoverWithCodeInput,
  rememberedBrowserInput,
  renewRecoveryCodesInput,
  requestEmailChangeInput,
} from '@/features/security/security-inputs';
import { listActivity } from '../../account/activity/list-activity';
import {
  beginAuthenticatorReplacement,
  completeAuthenticatorReplacement,
} from '../../account/authenticator-replacement';
import { changePassword } from '../../account/change-password';
import { confirmPasswordReset } from '../../account/confirm-password-reset';
import { deleteAccount } from '../../account/delete-account';
import { confirmEmailChange, requestEmailChange } from '../../account/email-change';
import { getSecurityOverview } from '../../account/overview';
import { issueFirstRecoveryCodes, renewRecoveryCodes } from '../../account/issue-recovery-codes';
import { recoverWithCode } from '../../account/recover-with-code';
import {
  forgetBrowser,
  listRememberedBrowsers,
  recordBrowserRemembered,
} from '../../account/remembered-browsers/remembered-browsers';
import { signOutEverywhere } from '../../account/sign-out-everywhere';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

const ok = { ok: true as const };

/**
 * The account's security: recovery codes, the authenticator, password and email changes,
 * activity and deletion. Every change passes through here so the app records it and emails the
 * person (docs/decisions/015-account-recovery-and-security-events.md).
 */
export const securityRouter = createTRPCRouter({
  /** Signed out, at `/mfa-verify`: the password and a recovery code remove the authenticator. */
  recoverWithCode: publicProcedure.input(recoverWithCodeInput).mutation(async ({ ctx, input }) => {
    await recoverWithCode(ctx, input);
    return ok;
  }),

  confirmPasswordReset: publicProcedure
    .input(confirmPasswordResetInput)
    .mutation(async ({ ctx, input }) => {
      await confirmPasswordReset(ctx, input);
      return ok;
    }),

  overview: protectedProcedure.query(({ ctx }) => getSecurityOverview(ctx)),

  issueFirstRecoveryCodes: protectedProcedure.mutation(async ({ ctx }) => ({
    codes: await issueFirstRecoveryCodes(ctx),
  })),

  renewRecoveryCodes: protectedProcedure
    .input(renewRecoveryCodesInput)
    .mutation(async ({ ctx, input }) => ({ codes: await renewRecoveryCodes(ctx, input) })),

  beginAuthenticatorReplacement: protectedProcedure
    .input(beginAuthenticatorReplacementInput)
    .mutation(async ({ ctx, input }) => ({
      secretCode: await beginAuthenticatorReplacement(ctx, input),
    })),

  completeAuthenticatorReplacement: protectedProcedure
    .input(completeAuthenticatorReplacementInput)
    .mutation(async ({ ctx, input }) => {
      await completeAuthenticatorReplacement(ctx, input);
      return ok;
    }),

  activity: protectedProcedure.query(({ ctx }) => listActivity(ctx)),

  changePassword: protectedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await changePassword(ctx, input);
    return ok;
  }),

  requestEmailChange: protectedProcedure
    .input(requestEmailChangeInput)
    .mutation(({ ctx, input }) => requestEmailChange(ctx, input)),

  confirmEmailChange: protectedProcedure
    .input(confirmEmailChangeInput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx, input)),

  rememberedBrowsers: protectedProcedure.query(({ ctx }) => listRememberedBrowsers(ctx)),

  /** After Amplify's rememberDevice(): the activity records it once the service agrees. */
  browserRemembered: protectedProcedure
    .input(rememberedBrowserInput)
    .mutation(async ({ ctx, input }) => {
      await recordBrowserRemembered(ctx, input.deviceKey);
      return ok;
    }),

  forgetBrowser: protectedProcedure
    .input(rememberedBrowserInput)
    .mutation(async ({ ctx, input }) => {
      await forgetBrowser(ctx, input.deviceKey);
      return ok;
    }),

  signOutEverywhere: protectedProcedure.mutation(async ({ ctx }) => {
    await signOutEverywhere(ctx);
    return ok;
  }),

  deleteAccount: protectedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx, input);
    return ok;
  }),
});
