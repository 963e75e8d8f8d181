import type { IncomingMessage } from 'node:http';
import { verifySigV4 } from '../crypto/sigv4.js';
import { CognitoError } from '../errors.js';
import type { Uses } from '../services/context.js';
import type { RequestTarget } from './request-target.js';

const awsRegionPattern = /^[a-z]{2}(-[a-z]+)+-\d{1,2}$/;

/**
 * Administrative operations need a SigV4 signature made with the configured key, as on AWS.
 * Returns the region of the signature's credential scope.
 */
export function assertSignedByAdministrator(
  request: IncomingMessage,
  target: RequestTarget,
  body: string,
  services: Uses<'clock' | 'config'>,
  /** The SigV4 service name of the API called: `cognito-idp`, or `cognito-identity`. */
  signingName = 'cognito-idp',
): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(',');
  }
  const result = verifySigV4(
    {
      method: request.method ?? 'POST',
      path: target.path,
      query: target.query,
      headers,
      body,
    },
    {
      accessKeyId: services.config.adminAccessKeyId,
      secretAccessKey: services.config.adminSecretAccessKey,
    },
    services.clock.nowInMs(),
    signingName,
  );
  if (result.ok) {
    // The region names the pools created by the request, so it must be one an id can carry.
    if (!awsRegionPattern.test(result.region)) {
      throw new CognitoError(
        'InvalidSignatureException',
        'Credential should be scoped to a valid region.',
      );
    }
    return result.region;
  }
  if (result.reason === 'missing') {
    throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
  if (result.reason === 'unknown-key') {
    throw new CognitoError(
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );
  }
  if (result.reason === 'expired') {
    throw new CognitoError('InvalidSignatureException', 'Signature expired.');
  }
  throw new CognitoError(
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided.',
  );
}
