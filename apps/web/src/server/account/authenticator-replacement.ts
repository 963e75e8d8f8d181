import 'server-only';
import type { z } from 'zod';
import type {
  beginAuthenticatorReplacementInput,
  completeAuthenticatorReplacementInput,
} from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';

export async function beginAuthenticatorReplacement(
  _context: SignedInContext,
  _input: z.output<typeof beginAuthenticatorReplacementInput>,
): Promise<string> {
  throw new Error('beginAuthenticatorReplacement is being built');
}

export async function completeAuthenticatorReplacement(
  _context: SignedInContext,
  _input: z.output<typeof completeAuthenticatorReplacementInput>,
): Promise<void> {
  throw new Error('completeAuthenticatorReplacement is being built');
}
