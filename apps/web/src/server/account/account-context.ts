import 'server-only';
import type { AppServices } from '../app-services';
import type { ServerSession } from '../auth/server-session-type';

/** Who asks and from where: what a security operation records beside what it does. */
export interface RequestContext {
  services: AppServices;
  /** The rate-limit key of the sender (`UNKNOWN_CLIENT` when it cannot be told). */
  clientAddress: string;
  userAgent: string | null;
}

export interface SignedInContext extends RequestContext {
  session: ServerSession;
}
