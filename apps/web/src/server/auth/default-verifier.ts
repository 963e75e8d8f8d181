import 'server-only';
import { systemClock } from '../clock';
import { serverEnv } from '../env';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './verify-access-token';

let verifier: AccessTokenVerifier | undefined;

/** The process-wide verifier for the configured pool (its JWKS cache lives as long as it does). */
export function getAccessTokenVerifier(): AccessTokenVerifier {
  verifier ??= createAccessTokenVerifier({
    issuer: serverEnv.cognito.issuer,
    jwksUrl: serverEnv.cognito.jwksUrl,
    clientId: serverEnv.cognito.clientId,
    clock: systemClock,
  });
  return verifier;
}
