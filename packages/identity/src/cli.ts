#!/usr/bin/env -S npx tsx
import { startIdentityServer } from './server.js';

/**
 * Runs the identity server alone: configuration from the environment. On SIGINT/SIGTERM it
 * finishes the requests in flight, closes the store and exits with 0.
 */
async function main() {
  const server = await startIdentityServer({ hostedDomain: true });
  process.stdout.write(
    [
      `Identity server listening on ${server.url}`,
      `  user pool id:  ${server.poolId}`,
      `  app client id: ${server.clientId}`,
      `  identity pool: ${server.identityPoolId}`,
      `  hosted domain: ${server.hostedUrl}`,
      `  hosted CA:     ${server.hostedCaPath ?? '(in memory)'}`,
      `  JWKS:          ${server.url}/${server.poolId}/.well-known/jwks.json`,
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Received ${signal}, finishing requests in flight, then stopping\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
