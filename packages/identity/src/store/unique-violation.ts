/** True when a database error (possibly wrapped by Drizzle) has this SQLSTATE code. */
function hasDatabaseErrorCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasDatabaseErrorCode(error, '23505');
}

/** True when a row referred to a row that is gone (deleted by a parallel request). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasDatabaseErrorCode(error, '23503');
}
