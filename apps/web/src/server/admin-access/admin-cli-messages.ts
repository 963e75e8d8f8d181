import type { AdminCommandResult } from './admin-command-protocol';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- grant <username>    make this person an administrator',
  '       npm run admin -- revoke <username>   take it back',
  '       npm run admin -- list                name the administrators',
].join('\n');

/** Exit codes: done (also when nothing had to change), refused or failed, bad arguments. */
export const EXIT = { done: 0, failed: 1, usage: 2 } as const;

/** What the command prints for a result, and the exit code it ends with. */
export function describeResult(result: AdminCommandResult): { text: string; exitCode: number } {
  switch (result.kind) {
    case 'granted':
      return { text: `${result.username} is now an administrator.`, exitCode: EXIT.done };
    case 'already-admin':
      return { text: `${result.username} is already an administrator.`, exitCode: EXIT.done };
    case 'revoked':
      return { text: `${result.username} is no longer an administrator.`, exitCode: EXIT.done };
    case 'not-admin':
      return { text: `${result.username} is not an administrator.`, exitCode: EXIT.done };
    case 'unknown-username':
      return { text: `No one has the username ${result.username}.`, exitCode: EXIT.failed };
    case 'list':
      return {
        text: result.usernames.length
          ? result.usernames.join('\n')
          : 'There are no administrators.',
        exitCode: EXIT.done,
      };
  }
}
