/** The database error (possibly wrapped by Drizzle) that is a unique-constraint violation. */
function findUniqueViolation(error: unknown): object | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505')
      return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return findUniqueViolation(error) !== undefined;
}

/** The name of the unique index a write collided with (PGlite and postgres.js name it differently). */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const violation = findUniqueViolation(error) as
    { constraint?: unknown; constraint_name?: unknown } | undefined;
  const name = violation?.constraint ?? violation?.constraint_name;
  return typeof name === 'string' ? name : undefined;
}
