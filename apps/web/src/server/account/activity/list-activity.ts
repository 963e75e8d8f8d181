import 'server-only';
import type { ActivityEvent } from '@/features/security/security-inputs';
import type { SignedInContext } from '../account-context';

export async function listActivity(
  _context: SignedInContext,
): Promise<{ events: ActivityEvent[]; signInEventsRecorded: boolean }> {
  throw new Error('listActivity is being built');
}
