import 'server-only';
import type { z } from 'zod';
import type { changePasswordInput } from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';

export async function changePassword(
  _context: SignedInContext,
  _input: z.output<typeof changePasswordInput>,
): Promise<void> {
  throw new Error('changePassword is being built');
}
