import { CognitoError } from '../errors.js';
import type { PasswordPolicy } from './pool-settings.js';

/** Cognito's symbol set; a space counts as a symbol too. */
const symbols = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

/** The reasons a password breaks the policy, in Cognito's wording; empty when it conforms. */
export function passwordPolicyViolations(policy: PasswordPolicy, password: string): string[] {
  const violations: string[] = [];
  const characters = [...password];
  if (characters.length < policy.MinimumLength) violations.push('Password not long enough');
  if (policy.RequireUppercase && !/\p{Lu}/u.test(password)) {
    violations.push('Password must have uppercase characters');
  }
  if (policy.RequireLowercase && !/\p{Ll}/u.test(password)) {
    violations.push('Password must have lowercase characters');
  }
  if (policy.RequireNumbers && !/[0-9]/.test(password)) {
    violations.push('Password must have numeric characters');
  }
  if (policy.RequireSymbols && !characters.some((character) => symbols.has(character))) {
    violations.push('Password must have symbol characters');
  }
  return violations;
}

export function assertPasswordConforms(policy: PasswordPolicy, password: string): void {
  const [first] = passwordPolicyViolations(policy, password);
  if (first) {
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${first}`,
    );
  }
}
