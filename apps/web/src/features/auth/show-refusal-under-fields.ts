import type { FormControls } from '@/components/form/use-form';
import { refusalFieldErrors } from './flow/data-api-refusal';

/**
 * Puts the data API's per-field problems (invalid input, or a refusal about one field such as a
 * wrong code) under the form's own fields. False when none of them concerns these fields, so
 * the caller reports the error another way.
 */
export function showRefusalUnderFields<Values extends Record<string, string>>(
  error: unknown,
  controls: FormControls<Values>,
  fields: readonly (keyof Values & string)[],
): boolean {
  const problems = refusalFieldErrors(error);
  const named = fields.filter((name) => problems[name]);
  for (const name of named) controls.setFieldError(name, problems[name] ?? '');
  return named.length > 0;
}
