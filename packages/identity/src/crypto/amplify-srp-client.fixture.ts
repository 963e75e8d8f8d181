import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The SRP client half of the real aws-amplify package, loaded from its published files (the
 * package's export map hides them), so tests check our server maths against Amplify's own code.
 */
interface AmplifyBigInteger {
  toString(radix: number): string;
}
interface AmplifyBigIntegerConstructor {
  new (text: string, radix: number): AmplifyBigInteger;
}
interface AmplifyAuthenticationHelper {
  A: AmplifyBigInteger;
  k: AmplifyBigInteger;
  getPasswordAuthenticationKey(input: {
    username: string;
    password: string;
    serverBValue: AmplifyBigInteger;
    salt: AmplifyBigInteger;
  }): Promise<Uint8Array>;
  /** The device half (getNewDeviceMetadata): a random password, its salt and verifier. */
  generateHashDevice(deviceGroupKey: string, username: string): Promise<void>;
  getVerifierDevices(): string;
  getSaltToHashDevices(): string;
  getRandomPassword(): string;
}
interface AmplifySrpModules {
  getAuthenticationHelper(poolName: string): Promise<AmplifyAuthenticationHelper>;
  getNowString(): string;
  getSignatureString(input: {
    userPoolName: string;
    username: string;
    challengeParameters: Record<string, string>;
    dateNow: string;
    hkdf: Uint8Array;
  }): string;
}

const srpDirectory = join(
  dirname(createRequire(import.meta.url).resolve('@aws-amplify/auth/package.json')),
  'dist/esm/providers/cognito/utils/srp',
);

const load = async <T>(file: string): Promise<T> =>
  (await import(pathToFileURL(join(srpDirectory, file)).href)) as T;

export const amplifySrp = await load<AmplifySrpModules>('index.mjs');
export const AmplifyBigInteger = (
  await load<{ default: AmplifyBigIntegerConstructor }>('BigInteger/BigInteger.mjs')
).default;

export interface ChallengeParameters {
  SALT: string;
  SRP_B: string;
  SECRET_BLOCK: string;
  USER_ID_FOR_SRP: string;
}

/** What Amplify's handlePasswordVerifierChallenge sends back for PASSWORD_VERIFIER. */
export async function answerPasswordVerifier(
  helper: AmplifyAuthenticationHelper,
  poolName: string,
  password: string,
  challenge: ChallengeParameters,
) {
  const hkdf = await helper.getPasswordAuthenticationKey({
    username: challenge.USER_ID_FOR_SRP,
    password,
    serverBValue: new AmplifyBigInteger(challenge.SRP_B, 16),
    salt: new AmplifyBigInteger(challenge.SALT, 16),
  });
  const timestamp = amplifySrp.getNowString();
  const signature = amplifySrp.getSignatureString({
    userPoolName: poolName,
    username: challenge.USER_ID_FOR_SRP,
    challengeParameters: { ...challenge },
    dateNow: timestamp,
    hkdf,
  });
  return { timestamp, signature, secretBlock: challenge.SECRET_BLOCK };
}
