import { Secret, TOTP } from 'otpauth';

const PERIOD_IN_SECONDS = 30;

/**
 * The authenticator app of a test user. The identity server refuses a code from a time step
 * already used, so a second sign-in within the same 30 s waits for the next step, as a person would.
 */
export function createAuthenticator(secret: string, clockOffsetInMs: () => Promise<number>) {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: PERIOD_IN_SECONDS,
    algorithm: 'SHA1',
  });
  let lastStep = -1;
  return {
    /**
     * The code of the step before now, which servers still accept (one step of drift). Test
     * users are set up with it, so their first sign-in need not wait for a fresh step.
     */
    async previousStepCode(): Promise<string> {
      const nowInMs = Date.now() + (await clockOffsetInMs()) - PERIOD_IN_SECONDS * 1000;
      lastStep = Math.max(lastStep, Math.floor(nowInMs / 1000 / PERIOD_IN_SECONDS));
      return totp.generate({ timestamp: nowInMs });
    },
    async nextCode(): Promise<string> {
      for (;;) {
        const nowInMs = Date.now() + (await clockOffsetInMs());
        const step = Math.floor(nowInMs / 1000 / PERIOD_IN_SECONDS);
        if (step > lastStep) {
          lastStep = step;
          return totp.generate({ timestamp: nowInMs });
        }
        const untilNextStepInMs = (step + 1) * PERIOD_IN_SECONDS * 1000 - nowInMs;
        await new Promise((resolve) => setTimeout(resolve, untilNextStepInMs + 200));
      }
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
