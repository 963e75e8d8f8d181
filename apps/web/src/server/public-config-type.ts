/** The subset of server configuration the browser receives (rendered into the page). */
export interface PublicConfig {
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  /** Set only when sign-in talks to a Cognito-compatible server other than AWS (local identity server). */
  userPoolEndpoint?: string;
  appName: string;
  passwordPolicy: PasswordPolicy;
  /** Set only when an identity pool is configured (COGNITO_IDENTITY_POOL_ID). */
  identityPool?: PublicIdentityPool;
  /** Hosted sign-in on the pool's domain; absent when turned off. */
  oauth?: PublicOAuthConfig;
  /** How the pool confirms a sign-up (Amplify's `signUpVerificationMethod`). */
  signUpConfirmation: 'code' | 'link';
}

export interface PublicIdentityPool {
  id: string;
  allowGuestAccess: boolean;
  /** As userPoolEndpoint: the local identity server, which serves identity pools too. */
  endpoint?: string;
}

export interface PublicOAuthConfig {
  /** Host, optional port and path of the hosted domain (Amplify adds https://). */
  domain: string;
  /** The app's public origin for the redirects; absent means the page's own origin. */
  redirectOrigin?: string;
}

export interface PasswordPolicy {
  minLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
}
