import type * as Identity from '@aws-sdk/client-cognito-identity';

/**
 * What each Amazon Cognito Identity operation answers: the AWS SDK's own response type (a
 * type-only import of the client, which the tests drive), so a misspelt field does not compile.
 */
export interface IdentityPoolOperationOutputs {
  CreateIdentityPool: Identity.IdentityPool;
  /** The SDK's output is metadata only: an empty body. */
  DeleteIdentityPool: Record<string, never>;
  DescribeIdentityPool: Identity.IdentityPool;
  GetCredentialsForIdentity: Identity.GetCredentialsForIdentityResponse;
  GetId: Identity.GetIdResponse;
  ListIdentityPools: Identity.ListIdentityPoolsResponse;
}
