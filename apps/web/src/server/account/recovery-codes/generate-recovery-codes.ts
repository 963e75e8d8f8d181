import 'server-only';
import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODES_PER_SET,
} from '@/features/security/security-inputs';

/**
 * A new set of codes, normalised (no hyphen), all different: 10 characters of a 31-letter
 * alphabet are about 49 bits each, far beyond guessing under the attempt limits.
 */
export function generateRecoveryCodes(count = RECOVERY_CODES_PER_SET): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateRecoveryCode());
  return [...codes];
}

function generateRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1)
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code;
}
