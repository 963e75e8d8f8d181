import 'server-only';
import type { AppServices } from '../app-services';

/** What grant, revoke and list need: the web server's own services satisfy it, as the command's do. */
export type AdminCommandServices = Pick<AppServices, 'database' | 'cognito' | 'clock'> & {
  env: { trialDays: number; cognito: { userPoolId: string } };
};
