import { Secret, TOTP } from 'otpauth';

const PERIOD_IN_SECONDS = 30;

export interface Authenticator {
  /**
   * The code of the step before now, which servers still accept (one step of drift). Test
   * users are set up with it, so their first sign-in need not wait for a fresh step.
   */
  previousStepCode(): Promise<string>;
  nextCode(): Promise<string>;
  /** The same person's app with a new account entry, after they set up a new secret. */
  withSecret(secret: string): Authenticator;
}

/** The identity server's clock as tests move it (`identity-clock.ts`). */
export interface TotpClock {
  offsetInMs(): Promise<number>;
  setOffsetInMs(offsetMs: number): Promise<number>;
}

/**
 * The authenticator app of a test user. The identity server accepts each time step once per
 * user, so a second code within the same 30 s needs the next step: the identity server's clock
 * is moved on to it rather than waited for (tests move clocks, never sleep). A new secret for
 * the same user continues from the steps already used.
 */
export function createAuthenticator(
  secret: string,
  clock: TotpClock,
  used: { lastStep: number } = { lastStep: -1 },
): Authenticator {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: PERIOD_IN_SECONDS,
    algorithm: 'SHA1',
  });
  return {
    async previousStepCode() {
      const nowInMs = Date.now() + (await clock.offsetInMs()) - PERIOD_IN_SECONDS * 1000;
      used.lastStep = Math.max(used.lastStep, Math.floor(nowInMs / 1000 / PERIOD_IN_SECONDS));
      return totp.generate({ timestamp: nowInMs });
    },
    async nextCode() {
      for (;;) {
        const offsetInMs = await clock.offsetInMs();
        const nowInMs = Date.now() + offsetInMs;
        const step = Math.floor(nowInMs / 1000 / PERIOD_IN_SECONDS);
        if (step > used.lastStep) {
          used.lastStep = step;
          return totp.generate({ timestamp: nowInMs });
        }
        // A second into the first unused step, so the code is not at a step's very edge.
        const unusedStepStartInMs = (used.lastStep + 1) * PERIOD_IN_SECONDS * 1000 + 1000;
        await clock.setOffsetInMs(offsetInMs + unusedStepStartInMs - nowInMs);
      }
    },
    withSecret: (next) => createAuthenticator(next, clock, used),
  };
}
