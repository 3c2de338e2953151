// Debian's Chromium, launched the way this machine needs it: no sandbox as root, and no background
// networking (the closed network refuses it). Playwright and the Lighthouse bench share these.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's headless shell, the same Chromium without the desktop browser's
 * layers, which is what Playwright itself runs headless. It takes about a third less time per journey
 * on two cores (docs/decisions/0062-journeys-on-the-headless-shell.md). Lighthouse and the
 * installability check keep the full browser.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
