let signingOut = false;

/** True while a deliberate sign-out runs, so page guards leave the redirect to it. */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Runs a sign-out and its own redirect. The flag stays up a moment longer, because the guards
 * react to the LOGOUT render, which can come after the redirect was asked for.
 */
export async function runSignOut(task: () => Promise<void>): Promise<void> {
  signingOut = true;
  try {
    await task();
  } finally {
    window.setTimeout(() => (signingOut = false), 1000);
  }
}
