// Stops the end-to-end run at once, before the build, when the browser it needs is missing.
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium')) {
  console.error(
    "The browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:\n\n  sudo apt-get install -y chromium\n",
  );
  process.exit(1);
}
