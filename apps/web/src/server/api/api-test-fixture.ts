import type { TestUser } from '../testing/identity-test-user';
import type { WebTestEnvironment } from '../testing/web-test-environment';

/** Filled in by api.test.ts before any suite runs; suites share one set of real servers. */
export interface ApiTestFixture {
  environment: WebTestEnvironment;
  user: TestUser;
}
