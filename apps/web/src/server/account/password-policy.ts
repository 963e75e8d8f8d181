import 'server-only';
import { newPasswordPolicyIssue } from '@/features/security/security-inputs';
import type { AppServices } from '../app-services';
import { AccountError } from './account-error';

/**
 * The pool's policy, checked before the identity service is asked, with the message the form
 * shows beside the field (the service would refuse the same password in its own words).
 */
export function assertPasswordPolicy(
  services: AppServices,
  newPassword: string,
  operation: string,
): void {
  const problem = newPasswordPolicyIssue(newPassword, services.env.passwordPolicy, operation);
  if (problem) throw new AccountError('BAD_REQUEST', problem, 'newPassword');
}
