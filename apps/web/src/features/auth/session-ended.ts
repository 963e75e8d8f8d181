let ended = false;

/** Remembers that a stored session was refused (revoked elsewhere), so the login page can say so. */
export function markSessionEnded(): void {
  ended = true;
}

export function takeSessionEnded(): boolean {
  const value = ended;
  ended = false;
  return value;
}
