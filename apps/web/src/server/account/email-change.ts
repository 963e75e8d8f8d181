import 'server-only';
import type { z } from 'zod';
import type {
  confirmEmailChangeInput,
  requestEmailChangeInput,
} from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';

export async function requestEmailChange(
  _context: SignedInContext,
  _input: z.output<typeof requestEmailChangeInput>,
): Promise<{ needsCode: boolean }> {
  throw new Error('requestEmailChange is being built');
}

export async function confirmEmailChange(
  _context: SignedInContext,
  _input: z.output<typeof confirmEmailChangeInput>,
): Promise<{ email: string }> {
  throw new Error('confirmEmailChange is being built');
}
