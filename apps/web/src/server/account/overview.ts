import 'server-only';
import type { SignedInContext } from './account-context';

export interface SecurityOverview {
  authenticatorEnabled: boolean;
  /** null: the person never made a set. */
  recoveryCodesLeft: number | null;
  recoveryCodesCreatedAt: Date | null;
}

export async function getSecurityOverview(_context: SignedInContext): Promise<SecurityOverview> {
  throw new Error('getSecurityOverview is being built');
}
