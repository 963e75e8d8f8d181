/**
 * `npm run admin -- grant <username> | revoke <username> | list` from the repository root:
 * who is an administrator (issue 14). Run with `node --conditions=react-server --import tsx`
 * so the server modules load outside Next.js; the environment is the web server's.
 */
import { runAdminCli } from '../src/server/admin-access/run-admin-cli';

process.exitCode = await runAdminCli({
  words: process.argv.slice(2),
  environment: process.env,
  print: (text) => console.log(text),
  printError: (text) => console.error(text),
});
