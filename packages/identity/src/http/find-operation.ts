import type { IncomingMessage } from 'node:http';
import { CognitoError } from '../errors.js';
import type { Operation } from '../operations/define-operation.js';
import {
  createIdentityPoolRegistry,
  identityPoolSigningName,
  identityPoolTargetPrefix,
} from '../identity-pools/registry.js';

export interface FoundOperation {
  operation: Operation;
  /** The SigV4 service name its admin calls are signed for. */
  signingName: string;
}

const userPoolTarget = { prefix: 'AWSCognitoIdentityProviderService.', signingName: 'cognito-idp' };
const identityPoolTarget = {
  prefix: identityPoolTargetPrefix,
  signingName: identityPoolSigningName,
  operations: createIdentityPoolRegistry(),
};

/**
 * The operation `X-Amz-Target` names: a Cognito user-pool operation
 * (`AWSCognitoIdentityProviderService.<Op>`) or an Amazon Cognito Identity one
 * (`AWSCognitoIdentityService.<Op>`), both served on this port.
 */
export function findOperation(
  request: IncomingMessage,
  userPoolOperations: Map<string, Operation>,
): FoundOperation {
  const target = request.headers['x-amz-target'];
  const name = typeof target === 'string' ? target : '';
  const service = name.startsWith(identityPoolTarget.prefix)
    ? identityPoolTarget
    : { ...userPoolTarget, operations: userPoolOperations };
  const operation = name.startsWith(service.prefix)
    ? service.operations.get(name.slice(service.prefix.length))
    : undefined;
  if (!operation) throw new CognitoError('UnknownOperationException', 'Unknown operation.');
  return { operation, signingName: service.signingName };
}
