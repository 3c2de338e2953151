// Playwright drives Debian's Chromium; npm cannot download browsers here. Install it when we can,
// otherwise stop with instructions. Never skip the browser tests silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
if (isRoot && isDebian) {
  console.log('Chromium is missing: installing it with apt-get (Debian package "chromium")…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `\nChromium was not found at ${path}.\nInstall it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.\n`,
);
process.exit(1);
