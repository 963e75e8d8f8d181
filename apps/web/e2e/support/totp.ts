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

/**
 * The authenticator app of a test user. The identity server accepts each time step once per
 * user, so a second code within the same 30 s waits for the next step, as a person would; a
 * new secret for the same user continues from the steps already used.
 */
export function createAuthenticator(
  secret: string,
  clockOffsetInMs: () => Promise<number>,
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
      const nowInMs = Date.now() + (await clockOffsetInMs()) - PERIOD_IN_SECONDS * 1000;
      used.lastStep = Math.max(used.lastStep, Math.floor(nowInMs / 1000 / PERIOD_IN_SECONDS));
      return totp.generate({ timestamp: nowInMs });
    },
    async nextCode() {
      for (;;) {
        const nowInMs = Date.now() + (await clockOffsetInMs());
        const step = Math.floor(nowInMs / 1000 / PERIOD_IN_SECONDS);
        if (step > used.lastStep) {
          used.lastStep = step;
          return totp.generate({ timestamp: nowInMs });
        }
        const untilNextStepInMs = (step + 1) * PERIOD_IN_SECONDS * 1000 - nowInMs;
        await new Promise((resolve) => setTimeout(resolve, untilNextStepInMs + 200));
      }
    },
    withSecret: (next) => createAuthenticator(next, clockOffsetInMs, used),
  };
}
