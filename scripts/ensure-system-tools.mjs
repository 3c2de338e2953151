// The browser journeys drive Debian's Chromium and its headless shell (npm cannot download browsers here), and the proxy test
// runs Debian's nginx in front of two instances and checks the systemd unit with systemd-analyze.
// Install what is missing when we can (root on Debian), otherwise stop with instructions. Never skip
// those tests silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = [
  {
    name: 'Chromium',
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pkg: 'chromium',
    env: 'CHROMIUM_PATH',
  },
  {
    name: "Chromium's headless shell",
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
    env: 'CHROMIUM_HEADLESS_SHELL_PATH',
  },
  { name: 'nginx', path: process.env.NGINX_PATH ?? '/usr/sbin/nginx', pkg: 'nginx', env: 'NGINX_PATH' },
  { name: 'systemd-analyze', path: '/usr/bin/systemd-analyze', pkg: 'systemd', env: null },
  { name: 'openssl', path: '/usr/bin/openssl', pkg: 'openssl', env: null },
];
const missing = () => tools.filter((t) => !existsSync(t.path));
if (missing().length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
if (isRoot && isDebian) {
  const pkgs = missing().map((t) => t.pkg);
  console.log(
    `Missing ${missing()
      .map((t) => t.name)
      .join(', ')}: installing with apt-get (${pkgs.join(' ')})…`,
  );
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs.join(' ')}`, {
    stdio: 'inherit',
  });
  if (missing().length === 0) process.exit(0);
}
for (const t of missing()) {
  console.error(
    `\n${t.name} was not found at ${t.path}.\nInstall it (Debian/Ubuntu: sudo apt-get install -y ${t.pkg})${t.env ? ` or set ${t.env} to its binary` : ''}, then run npm test again.`,
  );
}
console.error('');
process.exit(1);
