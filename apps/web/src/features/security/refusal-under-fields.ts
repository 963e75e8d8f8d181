import type { ActionOutcome, FormControls } from '@/components/form/use-form';
import { refusalCode } from '@/features/auth/flow/data-api-refusal';
import { showRefusalUnderFields } from '@/features/auth/show-refusal-under-fields';

/**
 * Runs an account change and puts a refusal about one field (a wrong code, a wrong password)
 * under that field, as the sign-in forms do; a refused password is never kept. Any other
 * failure is left to the form's alert.
 */
export async function withRefusalsUnderFields<Values extends Record<string, string>>(
  controls: FormControls<Values>,
  fields: readonly (keyof Values & string)[],
  change: () => Promise<ActionOutcome | void>,
  /** The field emptied when the password is refused. */
  passwordField?: keyof Values & string,
): Promise<ActionOutcome | void> {
  try {
    return await change();
  } catch (error) {
    if (passwordField && refusalCode(error) === 'UNAUTHORIZED') {
      const emptied: Partial<Values> = {};
      emptied[passwordField] = '' as Values[typeof passwordField];
      controls.setValues(emptied);
    }
    if (showRefusalUnderFields(error, controls, fields)) return 'stay';
    throw error;
  }
}
