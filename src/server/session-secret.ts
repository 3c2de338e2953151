import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded default: a secret generated once and kept in DATA_DIR, so sign-in transactions (and
 * the key of the Google tokens at rest) survive a restart without anyone inventing one.
 */
export function loadOrCreateSessionSecret(dataDir: string, name = 'session-secret'): string {
  const file = path.join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
