import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers Amplify and the AWS SDK send from a browser; a preflight's own list is echoed instead. */
const allowedHeaders = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'cache-control',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'authorization',
  'x-amz-date',
  'x-amz-content-sha256',
  'x-amz-security-token',
].join(', ');

/** Every answer, errors included, carries CORS headers; otherwise browsers see a network error. */
export function applyCorsHeaders(request: IncomingMessage, response: ServerResponse): void {
  // Credentials never cross origins (Amplify fetches with credentials 'same-origin'), so '*' is safe.
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader(
    'Access-Control-Expose-Headers',
    'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage',
  );
  if (request.method === 'OPTIONS') {
    const requested = request.headers['access-control-request-headers'];
    response.setHeader('Access-Control-Allow-Headers', requested ?? allowedHeaders);
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    response.setHeader('Access-Control-Max-Age', '600');
  }
}
