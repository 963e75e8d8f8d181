import { ENVIRONMENT_VARIABLE } from './support/environment';
import { startTestStack } from './support/test-stack';

/**
 * Starts the real mail catcher, identity server and web app for the whole run.
 * E2E_NEXT_DEV=1 uses `next dev` for quick iterations; the real run uses the production build.
 */
export default async function globalSetup() {
  const { environment, stop } = await startTestStack({ dev: process.env.E2E_NEXT_DEV === '1' });
  process.env[ENVIRONMENT_VARIABLE] = JSON.stringify(environment);
  return stop;
}
