/** The database error (possibly wrapped by Drizzle) with this SQLSTATE code. */
function findDatabaseError(error: unknown, code: string): object | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code)
      return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const uniqueViolation = '23505';
const foreignKeyViolation = '23503';

/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return findDatabaseError(error, uniqueViolation) !== undefined;
}

/** True when a row referred to a row that is gone (deleted by a parallel request). */
export function isForeignKeyViolation(error: unknown): boolean {
  return findDatabaseError(error, foreignKeyViolation) !== undefined;
}

/** The name of the unique index a write collided with (PGlite and postgres.js name it differently). */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const violation = findDatabaseError(error, uniqueViolation) as
    { constraint?: unknown; constraint_name?: unknown } | undefined;
  const name = violation?.constraint ?? violation?.constraint_name;
  return typeof name === 'string' ? name : undefined;
}
