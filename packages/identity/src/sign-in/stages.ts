import type { ChallengeNameType } from '@aws-sdk/client-cognito-identity-provider';

/**
 * The stages of a sign-in as data: how each stage's Session travels, which operation answers
 * it, and which stages may follow it. The session functions in statements.ts refuse any
 * transition not listed here, so this table is the sign-in's state machine, not a description
 * of it. See README.md beside this file for the diagram.
 */
export type Stage =
  | 'PASSWORD_VERIFIER'
  | 'NEW_PASSWORD_REQUIRED'
  | 'MFA_SETUP'
  | 'MFA_SETUP_ASSOCIATED'
  | 'MFA_SETUP_VERIFIED'
  | 'SOFTWARE_TOKEN_MFA'
  | 'DEVICE_SRP_AUTH'
  | 'DEVICE_PASSWORD_VERIFIER';

/** Where a sign-in goes when it is complete. */
export type Outcome = Stage | 'TOKENS';

/**
 * `RespondToAuthChallenge` stands for AdminRespondToAuthChallenge too: Cognito lets either
 * answer a session that InitiateAuth or AdminInitiateAuth started, for the same app client.
 */
export type Answerer = 'RespondToAuthChallenge' | 'AssociateSoftwareToken' | 'VerifySoftwareToken';

interface StageDefinition {
  /**
   * `sealed`: nothing is stored until it is answered; its state travels sealed in the Session.
   * `stored`: the Session names a stored row (by hash) that answering takes.
   * `stored+sealed`: stored, and the Session also carries a sealed hint (the TOTP secret).
   */
  session: 'sealed' | 'stored' | 'stored+sealed';
  /** The Cognito challenge name a client sees; MFA_SETUP's three stages all show MFA_SETUP. */
  challengeName: ChallengeNameType;
  answeredBy: Answerer[];
  next: Outcome[];
}

export const stages: Record<Stage, StageDefinition> = {
  PASSWORD_VERIFIER: {
    session: 'sealed',
    challengeName: 'PASSWORD_VERIFIER',
    answeredBy: ['RespondToAuthChallenge'],
    next: ['NEW_PASSWORD_REQUIRED', 'MFA_SETUP', 'SOFTWARE_TOKEN_MFA', 'DEVICE_SRP_AUTH', 'TOKENS'],
  },
  NEW_PASSWORD_REQUIRED: {
    session: 'stored',
    challengeName: 'NEW_PASSWORD_REQUIRED',
    answeredBy: ['RespondToAuthChallenge'],
    next: ['MFA_SETUP', 'SOFTWARE_TOKEN_MFA', 'DEVICE_SRP_AUTH', 'TOKENS'],
  },
  MFA_SETUP: {
    session: 'stored',
    challengeName: 'MFA_SETUP',
    answeredBy: ['AssociateSoftwareToken'],
    next: ['MFA_SETUP_ASSOCIATED'],
  },
  MFA_SETUP_ASSOCIATED: {
    session: 'stored',
    challengeName: 'MFA_SETUP',
    // Associating again gives a new secret; a wrong code gives the session back.
    answeredBy: ['AssociateSoftwareToken', 'VerifySoftwareToken'],
    next: ['MFA_SETUP_ASSOCIATED', 'MFA_SETUP_VERIFIED'],
  },
  MFA_SETUP_VERIFIED: {
    session: 'stored',
    challengeName: 'MFA_SETUP',
    answeredBy: ['RespondToAuthChallenge'],
    next: ['TOKENS'],
  },
  SOFTWARE_TOKEN_MFA: {
    session: 'stored+sealed',
    challengeName: 'SOFTWARE_TOKEN_MFA',
    answeredBy: ['RespondToAuthChallenge'],
    next: ['TOKENS'],
  },
  // A remembered device in place of the authenticator code (device-srp.ts); the sealed part
  // carries the device key and, for the verifier, the SRP key K and the secret block.
  DEVICE_SRP_AUTH: {
    session: 'stored+sealed',
    challengeName: 'DEVICE_SRP_AUTH',
    answeredBy: ['RespondToAuthChallenge'],
    next: ['DEVICE_PASSWORD_VERIFIER'],
  },
  DEVICE_PASSWORD_VERIFIER: {
    session: 'stored+sealed',
    challengeName: 'DEVICE_PASSWORD_VERIFIER',
    answeredBy: ['RespondToAuthChallenge'],
    next: ['TOKENS'],
  },
};

/** The flows that send the password itself: USER_PASSWORD_AUTH, and AdminInitiateAuth's own. */
export type PasswordFlow = 'USER_PASSWORD_AUTH' | 'ADMIN_USER_PASSWORD_AUTH';

/** Where a sign-in starts, before any session: the password, by SRP or in the clear. */
export const firstStages: Record<'USER_SRP_AUTH' | PasswordFlow, Outcome[]> = {
  USER_SRP_AUTH: ['PASSWORD_VERIFIER'],
  USER_PASSWORD_AUTH: stages.PASSWORD_VERIFIER.next,
  ADMIN_USER_PASSWORD_AUTH: stages.PASSWORD_VERIFIER.next,
};

/** The stages whose sessions `answerer` may take, with the challenge name it was sent with. */
export function stagesAnsweredBy(answerer: Answerer, challengeName?: string): Stage[] {
  return (Object.keys(stages) as Stage[]).filter(
    (stage) =>
      stages[stage].answeredBy.includes(answerer) &&
      (challengeName === undefined || stages[stage].challengeName === challengeName),
  );
}

/** Throws for a transition the table does not allow: a fault in this server, never the client's. */
export function assertTransition(from: Stage | keyof typeof firstStages, to: Outcome) {
  const allowed =
    from in stages ? stages[from as Stage].next : firstStages[from as keyof typeof firstStages];
  if (!allowed.includes(to)) throw new Error(`sign-in cannot go from ${from} to ${to}`);
}
