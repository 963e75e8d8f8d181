import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import type { PublicConfig } from '@/server/public-config-type';
import { identityPoolAmplifyConfig } from './identity-pool-config';
import { HOSTED_SIGN_IN, hostedRedirects } from '../hosted/hosted-sign-in';

let configuredFor: string | null = null;

/**
 * Configures Amplify once per page from the config the server rendered into it, so switching
 * pools needs no rebuild. Tokens live in cookies so the server can see who is signed in.
 */
export function configureAmplify(config: PublicConfig): void {
  const key = `${config.userPoolId}|${config.userPoolClientId}|${config.userPoolEndpoint ?? ''}|${config.identityPool?.id ?? ''}`;
  if (configuredFor === key) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { username: true, ...oauthLogin(config) },
        signUpVerificationMethod: config.signUpConfirmation,
        ...identityPoolAmplifyConfig(config.identityPool),
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(
    new CookieStorage({
      expires: 365,
      // Browsers drop Secure cookies on plain http://localhost, where the app runs locally.
      secure: window.location.protocol === 'https:',
      sameSite: 'lax',
      path: '/',
    }),
  );
  configuredFor = key;
}

/** Hosted sign-in on the pool's domain, when the server turned it on. */
function oauthLogin(config: PublicConfig) {
  if (!config.oauth) return {};
  return {
    oauth: {
      domain: config.oauth.domain,
      scopes: [...HOSTED_SIGN_IN.scopes],
      ...hostedRedirects(config.oauth, window.location.origin),
      responseType: HOSTED_SIGN_IN.responseType,
    },
  };
}
