import 'server-only';
import type { AppUser } from '@/features/auth/state/app-user';
import type { UserRow } from '../db/schema';

const dayInMs = 24 * 60 * 60 * 1000;

/**
 * What the app tells a signed-in user about themselves: docs/product.md §3 "User" (the fields
 * the client also keeps, see AppUser) as stored, plus trial days left.
 */
export interface UserRecord extends Omit<
  AppUser,
  'createdAt' | 'updatedAt' | 'subscriptionStatus' | 'planInterval'
> {
  createdAt: Date;
  updatedAt: Date;
  subscriptionStatus: UserRow['subscriptionStatus'];
  planInterval: UserRow['planInterval'];
  trialDaysLeft: number | null;
}

/** Whole days of trial remaining, counting a started day as a day; null without a trial. */
export function trialDaysLeft(trialEndDate: Date | null, now: Date): number | null {
  if (!trialEndDate) return null;
  return Math.max(0, Math.ceil((trialEndDate.getTime() - now.getTime()) / dayInMs));
}

/** Copies fields one by one, so a column added later is only exposed on purpose. */
export function toUserRecord(row: UserRow, now: Date): UserRecord {
  return {
    id: row.cognitoId,
    cognitoId: row.cognitoId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    verificationStatus: row.emailVerified ? 'verified' : 'pending',
    isAdmin: row.isAdmin,
    isTrustee: row.isTrustee,
    isReadOnly: row.isReadOnly,
    ownerCognitoId: row.ownerCognitoId,
    accessStartDate: row.accessStartDate,
    accessEndDate: row.accessEndDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastActive: row.lastActive,
    subscriptionStatus: row.subscriptionStatus,
    trialStartDate: row.trialStartDate,
    trialEndDate: row.trialEndDate,
    trialDaysLeft: trialDaysLeft(row.trialEndDate, now),
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    stripePriceId: row.stripePriceId,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    planInterval: row.planInterval,
    firstEmailSent: row.firstEmailSent,
    secondEmailSent: row.secondEmailSent,
    thirdEmailSent: row.thirdEmailSent,
    secondEmailScheduled: row.secondEmailScheduled,
    thirdEmailScheduled: row.thirdEmailScheduled,
    accountOwnershipTransferredEmailSent: row.accountOwnershipTransferredEmailSent,
  };
}
