import 'server-only';
import type { z } from 'zod';
import type { renewRecoveryCodesInput } from '@/features/security/security-inputs';
import type { SignedInContext } from './account-context';

export async function issueFirstRecoveryCodes(_context: SignedInContext): Promise<string[]> {
  throw new Error('issueFirstRecoveryCodes is being built');
}

export async function renewRecoveryCodes(
  _context: SignedInContext,
  _input: z.output<typeof renewRecoveryCodesInput>,
): Promise<string[]> {
  throw new Error('renewRecoveryCodes is being built');
}
