/** The signed-in person as the client knows them (docs/product.md §3 "User"). */
export interface AppUser {
  id: string;
  cognitoId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  verificationStatus: 'verified' | 'pending';
  isAdmin: boolean;
  isTrustee: boolean;
  accessStartDate: Date | null;
  accessEndDate: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  lastActive: Date | null;
  subscriptionStatus: string | null;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
  isReadOnly: boolean;
  ownerCognitoId: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  planInterval: string | null;
  firstEmailSent: boolean;
  secondEmailSent: boolean;
  thirdEmailSent: boolean;
  secondEmailScheduled: boolean;
  thirdEmailScheduled: boolean;
  accountOwnershipTransferredEmailSent: boolean;
}

export const DEFAULT_USER: Readonly<AppUser> = Object.freeze({
  id: '',
  cognitoId: '',
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  verificationStatus: 'pending',
  isAdmin: false,
  isTrustee: false,
  accessStartDate: null,
  accessEndDate: null,
  createdAt: null,
  updatedAt: null,
  lastActive: null,
  subscriptionStatus: null,
  trialStartDate: null,
  trialEndDate: null,
  isReadOnly: false,
  ownerCognitoId: null,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  stripePriceId: null,
  cancelAtPeriodEnd: false,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  planInterval: null,
  firstEmailSent: false,
  secondEmailSent: false,
  thirdEmailSent: false,
  secondEmailScheduled: false,
  thirdEmailScheduled: false,
  accountOwnershipTransferredEmailSent: false,
});

/** Identity attributes as Amplify returns them (`fetchUserAttributes`). */
export type IdentityAttributes = Partial<Record<string, string | undefined>>;

/** Merges what the identity service knows over the client defaults. */
export function buildUser(username: string, attributes: IdentityAttributes): AppUser {
  const sub = attributes.sub ?? '';
  return {
    ...DEFAULT_USER,
    id: sub,
    cognitoId: sub,
    username,
    email: attributes.email ?? '',
    firstName: attributes['custom:firstName'] ?? '',
    lastName: attributes['custom:lastName'] ?? '',
    verificationStatus: attributes.email_verified === 'true' ? 'verified' : 'pending',
  };
}
