import 'server-only';
import {
  ListUsersCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

/** Cognito filter values are double-quoted; backslashes and quotes inside are escaped. */
export function emailFilter(email: string): string {
  return `email = "${email.replace(/["\\]/g, (character) => `\\${character}`)}"`;
}

/** Usernames of the enabled accounts whose email is exactly `email`, via admin `ListUsers`. */
export async function findUsernamesByEmail(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<string[]> {
  const usernames: string[] = [];
  let paginationToken: string | undefined;
  do {
    const page = await client.send(
      new ListUsersCommand({
        UserPoolId: userPoolId,
        Filter: emailFilter(email),
        Limit: 60,
        PaginationToken: paginationToken,
      }),
    );
    for (const user of page.Users ?? []) {
      if (user.Username && user.Enabled !== false) usernames.push(user.Username);
    }
    paginationToken = page.PaginationToken;
  } while (paginationToken);
  return usernames;
}
