import 'server-only';
import { systemClock, type Clock } from '../clock';
import { parseServerEnv } from '../config/parse-server-env';
import { openDatabase } from '../db/open-database';
import { createCognitoClient } from '../identity/cognito-client';
import { sendAdminCommand } from './admin-channel-client';
import { adminChannelPath } from './admin-channel-path';
import { assertEmbeddedDatabaseFree } from './embedded-database-in-use';
import { ADMIN_USAGE, describeResult, EXIT } from './admin-cli-messages';
import type { AdminCommand, AdminCommandResult } from './admin-command-protocol';
import { parseAdminArguments } from './parse-admin-arguments';
import { runAdminCommand } from './run-admin-command';

export interface AdminCliOptions {
  words: readonly string[];
  environment: Record<string, string | undefined>;
  print: (text: string) => void;
  printError: (text: string) => void;
  clock?: Clock;
}

/**
 * `npm run admin`: answers its exit code. PostgreSQL is written directly; an embedded database
 * through the web server holding it (the admin channel), or opened here when no server runs.
 */
export async function runAdminCli(options: AdminCliOptions): Promise<number> {
  const parsed = parseAdminArguments(options.words);
  if ('problem' in parsed) {
    options.printError(`${parsed.problem}\n\n${ADMIN_USAGE}`);
    return EXIT.usage;
  }
  try {
    const result = await run(parsed.command, options);
    const { text, exitCode } = describeResult(result);
    (exitCode === EXIT.done ? options.print : options.printError)(text);
    return exitCode;
  } catch (error) {
    options.printError(`The command failed: ${error instanceof Error ? error.message : error}`);
    return EXIT.failed;
  }
}

async function run(command: AdminCommand, options: AdminCliOptions): Promise<AdminCommandResult> {
  const env = parseServerEnv(options.environment);
  const socketPath = adminChannelPath(env);
  const viaServer = socketPath ? await sendAdminCommand(socketPath, command) : undefined;
  if (viaServer) return viaServer;
  if (socketPath) assertEmbeddedDatabaseFree(env.dataDir);
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const cognito = createCognitoClient(env);
  try {
    return await runAdminCommand(
      { database: async () => database.db, cognito, clock: options.clock ?? systemClock, env },
      command,
    );
  } finally {
    cognito.destroy();
    await database.close();
  }
}
