import 'server-only';
import type { RecoverWithCodeInput } from '@/features/security/security-inputs';
import type { RequestContext } from './account-context';

export async function recoverWithCode(
  _context: RequestContext,
  _input: RecoverWithCodeInput,
): Promise<void> {
  throw new Error('recoverWithCode is being built');
}
