import 'server-only';
import type { SignedInContext } from './account-context';

export async function signOutEverywhere(_context: SignedInContext): Promise<void> {
  throw new Error('signOutEverywhere is being built');
}
