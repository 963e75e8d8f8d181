import type { z } from 'zod';
import {
  disableSignInInput,
  enableSignInInput,
  endTrialInput,
  extendTrialInput,
  resendConfirmationInput,
  resetAuthenticatorInput,
  SENSITIVE_ACTIONS,
  signOutEverywhereInput,
  type AdminAction,
} from './admin-inputs';

/** The console's actions on a person, named as the `admin` router's mutations are. */
export type PersonActionName =
  | 'resetAuthenticator'
  | 'disableSignIn'
  | 'enableSignIn'
  | 'signOutEverywhere'
  | 'resendConfirmation'
  | 'extendTrial'
  | 'endTrial';

export interface PersonAction {
  name: PersonActionName;
  /** The button's words and the dialog's title. */
  label: string;
  /** What will happen, said in the dialog before anything does. */
  explain: (username: string) => string;
  /** Sensitive actions need a step-up unless the admin's step-up window is open. */
  sensitive: boolean;
  schema: z.ZodType;
  /** The polite status after it worked. */
  done: (username: string, days?: number) => string;
}

/** The step-up rule is the server's, defined once beside the inputs. */
function needsStepUp(action: AdminAction): boolean {
  return SENSITIVE_ACTIONS.includes(action);
}

const ACTIONS: Record<PersonActionName, PersonAction> = {
  resetAuthenticator: {
    name: 'resetAuthenticator',
    label: 'Reset authenticator',
    explain: (who) =>
      `${who}’s authenticator app is removed and every session of theirs ends. At their next sign-in they set up a new one. We email them.`,
    sensitive: needsStepUp('reset-authenticator'),
    schema: resetAuthenticatorInput,
    done: (who) => `The authenticator of ${who} was reset.`,
  },
  disableSignIn: {
    name: 'disableSignIn',
    label: 'Disable sign-in',
    explain: (who) =>
      `${who} can no longer sign in and every session of theirs ends, until sign-in is enabled again. We email them.`,
    sensitive: needsStepUp('disable-sign-in'),
    schema: disableSignInInput,
    done: (who) => `Sign-in was disabled for ${who}.`,
  },
  enableSignIn: {
    name: 'enableSignIn',
    label: 'Enable sign-in',
    explain: (who) => `${who} can sign in again. We email them.`,
    sensitive: needsStepUp('enable-sign-in'),
    schema: enableSignInInput,
    done: (who) => `Sign-in was enabled for ${who}.`,
  },
  signOutEverywhere: {
    name: 'signOutEverywhere',
    label: 'Sign out everywhere',
    explain: (who) =>
      `Every session of ${who} ends on every device; they need to sign in again. We email them.`,
    sensitive: needsStepUp('sign-out-everywhere'),
    schema: signOutEverywhereInput,
    done: (who) => `${who} was signed out everywhere.`,
  },
  resendConfirmation: {
    name: 'resendConfirmation',
    label: 'Resend confirmation code',
    explain: (who) => `The sign-in service emails ${who} a new code to confirm their account.`,
    sensitive: needsStepUp('resend-confirmation'),
    schema: resendConfirmationInput,
    done: (who) => `A new confirmation code was sent to ${who}.`,
  },
  extendTrial: {
    name: 'extendTrial',
    label: 'Extend trial',
    explain: (who) =>
      `${who}’s trial is extended by the days you give, counted from its end or from now if it has ended. We email them.`,
    sensitive: needsStepUp('extend-trial'),
    schema: extendTrialInput,
    done: (who, days) => `The trial of ${who} was extended by ${days ?? 0} days.`,
  },
  endTrial: {
    name: 'endTrial',
    label: 'End trial',
    explain: (who) => `${who}’s trial ends now. We email them.`,
    sensitive: needsStepUp('end-trial'),
    schema: endTrialInput,
    done: (who) => `The trial of ${who} was ended.`,
  },
};

/** The actions a person's page offers, in order: sign-in first, then the trial. */
export function actionsFor(person: { enabled: boolean; status: string }): PersonAction[] {
  return [
    ACTIONS.resetAuthenticator,
    person.enabled ? ACTIONS.disableSignIn : ACTIONS.enableSignIn,
    ACTIONS.signOutEverywhere,
    ...(person.status === 'unconfirmed' ? [ACTIONS.resendConfirmation] : []),
    ACTIONS.extendTrial,
    ACTIONS.endTrial,
  ];
}

/**
 * Where an action's button stands: disabling and enabling sign-in take each other's place, so
 * they are one button whose words change. Focus given back to it when its dialog closes then
 * stays on it once the page shows the other action.
 */
export function placeOf(action: PersonAction): string {
  return action.name === 'disableSignIn' || action.name === 'enableSignIn'
    ? 'sign-in'
    : action.name;
}
