/** The subset of server configuration the browser receives (rendered into the page). */
export interface PublicConfig {
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  /** Set only when sign-in talks to a Cognito-compatible server other than AWS (local identity server). */
  userPoolEndpoint?: string;
  appName: string;
  passwordPolicy: PasswordPolicy;
}

export interface PasswordPolicy {
  minLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
}
