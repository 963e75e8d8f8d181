import type { z } from 'zod';

/**
 * The first problem of each of a dialog's fields as the API's input schema finds it. A step-up
 * problem sits at `stepUp.password` / `stepUp.code`, so the field is the path's last name.
 */
export function dialogProblems<Field extends string>(
  schema: z.ZodType,
  input: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.at(-1);
    const field = fields.find((candidate) => candidate === name);
    if (field && problems[field] === undefined) problems[field] = issue.message;
  }
  return problems;
}
