import type { Operation } from '../operations/define-operation.js';
import { createIdentityPool } from './operations/create-identity-pool.js';
import { deleteIdentityPool } from './operations/delete-identity-pool.js';
import { describeIdentityPool } from './operations/describe-identity-pool.js';
import { getCredentialsForIdentity } from './operations/get-credentials-for-identity.js';
import { getId } from './operations/get-id.js';
import { listIdentityPools } from './operations/list-identity-pools.js';

/** The `X-Amz-Target` prefix of Amazon Cognito Identity, served on the same port. */
export const identityPoolTargetPrefix = 'AWSCognitoIdentityService.';

/** The SigV4 service name the AWS SDK's Cognito Identity client signs admin calls with. */
export const identityPoolSigningName = 'cognito-identity';

/** Public (unsigned, as on AWS) first, then those that need the administrator's signature. */
export const identityPoolOperations: Operation[] = [
  getId,
  getCredentialsForIdentity,
  createIdentityPool,
  deleteIdentityPool,
  describeIdentityPool,
  listIdentityPools,
];

export function createIdentityPoolRegistry(): Map<string, Operation> {
  return new Map(identityPoolOperations.map((operation) => [operation.name, operation]));
}
