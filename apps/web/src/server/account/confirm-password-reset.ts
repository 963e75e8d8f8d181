import 'server-only';
import type { z } from 'zod';
import type { confirmPasswordResetInput } from '@/features/security/security-inputs';
import type { RequestContext } from './account-context';

export async function confirmPasswordReset(
  _context: RequestContext,
  _input: z.output<typeof confirmPasswordResetInput>,
): Promise<void> {
  throw new Error('confirmPasswordReset is being built');
}
