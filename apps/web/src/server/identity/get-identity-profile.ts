import 'server-only';
import {
  GetUserCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export interface IdentityProfile {
  username: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** Raised when the identity service no longer honours the access token (signed out everywhere). */
export class AccessTokenRevokedError extends Error {
  override name = 'AccessTokenRevokedError';
}

/**
 * The signed-in user's attributes, asked of the identity service with their own access token.
 * The access token carries only `sub` and `username`; names and email live in the pool.
 */
export async function getIdentityProfile(
  client: CognitoIdentityProviderClient,
  accessToken: string,
): Promise<IdentityProfile> {
  try {
    const result = await client.send(new GetUserCommand({ AccessToken: accessToken }));
    const attribute = (name: string) => findAttribute(result.UserAttributes, name);
    return {
      username: result.Username ?? '',
      email: attribute('email'),
      emailVerified: attribute('email_verified') === 'true',
      firstName: attribute('custom:firstName'),
      lastName: attribute('custom:lastName'),
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'NotAuthorizedException') {
      throw new AccessTokenRevokedError('The access token is no longer valid.');
    }
    throw error;
  }
}

function findAttribute(attributes: AttributeType[] | undefined, name: string): string {
  return attributes?.find((attribute) => attribute.Name === name)?.Value ?? '';
}
