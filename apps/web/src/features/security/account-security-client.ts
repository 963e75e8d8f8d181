import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/api/root';
import { authorizationHeader } from '@/trpc/access-token';
import { batchLink, TRPC_PATH } from '@/trpc/links';

/**
 * The account changes the auth actions send to the app server, which calls the identity service,
 * records the event and emails the person (docs/decisions/015). A plain client, loaded at first
 * use: the password reset runs on a signed-out page without the data API's React client.
 */
function securityClient() {
  return createTRPCClient<AppRouter>({
    links: [batchLink({ url: TRPC_PATH, headers: authorizationHeader })],
  }).security;
}

export async function confirmPasswordReset(input: {
  username: string;
  code: string;
  newPassword: string;
}): Promise<void> {
  await securityClient().confirmPasswordReset.mutate(input);
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await securityClient().changePassword.mutate({ currentPassword, newPassword });
}

export function requestEmailChange(email: string): Promise<{ needsCode: boolean }> {
  return securityClient().requestEmailChange.mutate({ email });
}

export function confirmEmailChange(code: string): Promise<{ email: string }> {
  return securityClient().confirmEmailChange.mutate({ code });
}

export async function signOutEverywhere(): Promise<void> {
  await securityClient().signOutEverywhere.mutate();
}

export async function deleteAccount(input: { password: string; code: string }): Promise<void> {
  await securityClient().deleteAccount.mutate(input);
}
