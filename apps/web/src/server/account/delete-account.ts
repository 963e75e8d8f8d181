import 'server-only';
import type { z } from 'zod';
import type { deleteAccountInput } from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';

export async function deleteAccount(
  _context: SignedInContext,
  _input: z.output<typeof deleteAccountInput>,
): Promise<void> {
  throw new Error('deleteAccount is being built');
}
