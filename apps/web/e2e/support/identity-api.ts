/** One Cognito JSON-protocol call, as the SDKs make it. */
export async function callIdentity<T>(
  identityUrl: string,
  operation: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(identityUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { __type?: string; message?: string };
  if (!response.ok)
    throw new Error(`${operation} failed: ${json.__type ?? response.status} ${json.message ?? ''}`);
  return json;
}
