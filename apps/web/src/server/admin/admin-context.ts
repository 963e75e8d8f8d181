import 'server-only';
import type { SignedInContext } from '../account/account-context';

/** The administrator `adminProcedure` let through (read from the database on this call). */
export interface AdminIdentity {
  sub: string;
  username: string;
}

/** A signed-in administrator's request: the step-up and the audit log name `admin`. */
export interface AdminContext extends SignedInContext {
  admin: AdminIdentity;
}
