// The browser tests drive Debian's Chromium: CHROMIUM_PATH, else /usr/bin/chromium, installed when missing as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH) {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `Chromium was not found at ${path}. Install it (on Debian: sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.',
  );
}
