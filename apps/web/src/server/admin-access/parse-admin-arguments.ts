import { adminCommand, type AdminCommand } from './admin-command-protocol';

/** The command line's words as a command, or the sentence saying what is wrong with them. */
export function parseAdminArguments(
  words: readonly string[],
): { command: AdminCommand } | { problem: string } {
  const [command, username, ...rest] = words;
  if (command === undefined) return { problem: 'Say what to do: grant, revoke or list.' };
  if (command !== 'grant' && command !== 'revoke' && command !== 'list') {
    return { problem: `There is no command "${command}": use grant, revoke or list.` };
  }
  if (command === 'list') {
    return username === undefined
      ? { command: { command } }
      : { problem: 'list takes no username.' };
  }
  if (username === undefined)
    return { problem: `Say whose access to ${command}: ${command} <username>.` };
  if (rest.length > 0) return { problem: `${command} takes one username.` };
  const parsed = adminCommand.safeParse({ command, username });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Not a username.' };
  return { command: parsed.data };
}
