import type { z } from 'zod';

/**
 * The first problem of each field as the API's input schema finds it, so a form shows under a
 * field the very sentence the server would answer with.
 */
export function fieldProblems<Values extends Record<string, string>>(
  schema: z.ZodType,
  values: Values,
): Partial<Record<keyof Values, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: Partial<Record<keyof Values, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && problems[field] === undefined)
      problems[field as keyof Values] = issue.message;
  }
  return problems;
}
