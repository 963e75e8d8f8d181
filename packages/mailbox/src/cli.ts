#!/usr/bin/env -S npx tsx
import { ConfigError, loadConfig } from './config.js';
import { startMailbox } from './start-mailbox.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const mailbox = await startMailbox(config);
  console.log(`Mailbox SMTP listening on ${mailbox.smtpUrl}`);
  console.log(`Mailbox inbox and API on ${mailbox.httpUrl}`);
  console.log(
    config.dataDir === undefined
      ? `Keeping the newest ${config.maxMessages} messages in memory`
      : `Keeping the newest ${config.maxMessages} messages in ${config.dataDir}`,
  );

  let closing = false;
  const shutDown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Mailbox stopping (${signal})`);
    mailbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('mailbox: failed to stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutDown('SIGINT'));
  process.on('SIGTERM', () => shutDown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`mailbox: ${error.message}`);
  } else if (isAddressInUse(error)) {
    console.error(`mailbox: cannot listen on ${error.address}:${error.port}: the port is in use`);
  } else {
    console.error('mailbox: failed to start', error);
  }
  process.exit(1);
});

function isAddressInUse(
  error: unknown,
): error is NodeJS.ErrnoException & { address: string; port: number } {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}
