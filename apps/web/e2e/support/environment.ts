/** What the global setup started, handed to the test workers through the environment. */
export interface E2EEnvironment {
  baseUrl: string;
  identityUrl: string;
  poolId: string;
  clientId: string;
  mailboxUrl: string;
  controlUrl: string;
  /** The identity server's HTTPS hosted sign-in domain, and its certificate's key hash. */
  hostedUrl: string;
  hostedSpkiSha256: string;
  /** The web server's own settings, for commands that act on its data (`npm run admin`). */
  webServerEnv: Record<string, string>;
}

export const ENVIRONMENT_VARIABLE = 'STEADFAST_E2E_ENVIRONMENT';

export function readEnvironment(): E2EEnvironment {
  const raw = process.env[ENVIRONMENT_VARIABLE];
  if (!raw)
    throw new Error(
      'The end-to-end environment is missing: run the tests through playwright.config.ts.',
    );
  return JSON.parse(raw) as E2EEnvironment;
}
