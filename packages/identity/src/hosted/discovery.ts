import { issuerFor } from '../services/tokens.js';
import type { Uses } from '../services/context.js';

/** Cognito's OpenID configuration for a pool, its endpoints on the hosted domain. */
export function openidConfiguration(
  services: Uses<'config'>,
  poolId: string,
  hostedUrl: string | null,
) {
  const issuer = issuerFor(services, poolId);
  return {
    issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    ...(hostedUrl
      ? {
          authorization_endpoint: `${hostedUrl}/oauth2/authorize`,
          token_endpoint: `${hostedUrl}/oauth2/token`,
          userinfo_endpoint: `${hostedUrl}/oauth2/userInfo`,
          revocation_endpoint: `${hostedUrl}/oauth2/revoke`,
          end_session_endpoint: `${hostedUrl}/logout`,
        }
      : {}),
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    response_types_supported: ['code', 'token'],
    scopes_supported: ['openid', 'email', 'phone', 'profile'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  };
}
