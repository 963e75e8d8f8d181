import type { Clock } from '../clock.js';
import type { IdentityConfig } from '../config.js';
import type { SigningKey } from '../crypto/jwt.js';
import type { Database } from '../store/database.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail.js';
import type { SrpEngine } from './srp-engine.js';

export interface ServerSecrets {
  /** Seals TOTP secrets at rest (secret-box). */
  dataKey: string;
  /** Derives the simulated salt and user id for unknown usernames. */
  simulationKey: string;
  /** A verifier for no real password, so unknown users cost the same SRP work as real ones. */
  simulatedVerifierHex: string;
}

export interface SigningKeys {
  id: SigningKey;
  access: SigningKey;
  /** Every key ever used, so tokens signed before a rotation still verify. */
  all: SigningKey[];
}

/** Everything an operation may use; built once per server, passed down explicitly. */
export interface Services {
  db: Database;
  clock: Clock;
  config: IdentityConfig;
  mailer: Mailer;
  secrets: ServerSecrets;
  keys: SigningKeys;
  log: Logger;
  srp: SrpEngine;
  /** The hosted sign-in domain's URL once it listens (links in emails, discovery); else null. */
  hosted: { url: string | null };
}

/**
 * The part of Services a function or an operation uses, named in its signature, so what it
 * depends on is read off its first line and it cannot reach for anything else.
 */
export type Uses<Name extends keyof Services> = Pick<Services, Name>;
