import 'server-only';
import { parseServerEnv, type OAuthSettings, type ServerEnv } from './config/parse-server-env';
import type { IdentityPoolEnv } from './config/identity-pool-env';
import type { PublicConfig, PublicIdentityPool, PublicOAuthConfig } from './public-config-type';

export type { ServerEnv } from './config/parse-server-env';

/** The web server's configuration, validated once when the server first loads this module. */
export const serverEnv: ServerEnv = parseServerEnv(process.env);

/** What the browser may know: ids, region, endpoint, app name and password rules. No secrets. */
export function getPublicConfig(env: ServerEnv = serverEnv): PublicConfig {
  return {
    userPoolId: env.cognito.userPoolId,
    userPoolClientId: env.cognito.clientId,
    region: env.cognito.region,
    ...(env.cognito.endpoint ? { userPoolEndpoint: env.cognito.endpoint } : {}),
    appName: env.appName,
    passwordPolicy: { ...env.passwordPolicy },
    ...(env.identityPool ? { identityPool: publicIdentityPool(env.identityPool) } : {}),
    ...(env.cognito.oauth ? { oauth: publicOAuth(env.cognito.oauth) } : {}),
    signUpConfirmation: env.cognito.signUpConfirmation,
  };
}

function publicIdentityPool(pool: IdentityPoolEnv): PublicIdentityPool {
  return {
    id: pool.id,
    allowGuestAccess: pool.allowGuestAccess,
    ...(pool.endpoint ? { endpoint: pool.endpoint } : {}),
  };
}

function publicOAuth({ domain, redirectOrigin }: OAuthSettings): PublicOAuthConfig {
  return redirectOrigin ? { domain, redirectOrigin } : { domain };
}
