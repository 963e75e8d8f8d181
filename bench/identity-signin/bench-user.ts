/** What the load generator knows about a seeded user: enough to sign in as Amplify would. */
export interface BenchUser {
  username: string;
  password: string;
  saltHex: string;
  verifierHex: string;
  totpSecret: string;
}

export interface LoadRun {
  concurrency: number;
  /** Each sign-in takes the next unused user, so no TOTP code is ever presented twice. */
  users: BenchUser[];
  maxSeconds: number;
}

export interface LoadRequest {
  url: string;
  poolId: string;
  clientId: string;
  warmUp: BenchUser[];
  runs: LoadRun[];
}
