import { updateUserAttributes } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

/** Names change here directly; email and password changes go through the app server. */
export async function updateNames(firstName: string, lastName: string): Promise<void> {
  await updateUserAttributes({
    userAttributes: { 'custom:firstName': firstName.trim(), 'custom:lastName': lastName.trim() },
  });
}

/**
 * Forgets this browser's tokens without asking the identity service: after the account is
 * deleted there is no user left whose tokens could be revoked.
 */
export async function forgetDeletedAccountSession(): Promise<void> {
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();
}
