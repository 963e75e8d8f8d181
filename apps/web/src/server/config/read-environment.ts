import type { z } from 'zod';

/**
 * Reads variables with a zod schema: an empty variable counts as unset, and every problem is
 * named by its variable in one message. Plain Node can import it (no `server-only`), since the
 * web server's own settings are read before Next.js loads.
 */
export function readEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  environment: Record<string, string | undefined>,
  fail: (message: string) => Error,
): z.infer<Schema> {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw fail(`Invalid web server environment: ${problems.join('; ')}`);
}
