// Refresh tokens at rest: AES-256-GCM with a random 96-bit nonce per token, so a copy of the
// database without the key (TOKEN_ENCRYPTION_KEY, or DATA_DIR's generated one) holds no usable token.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** The key from its setting: 64 hex characters or 43 base64url ones (32 bytes either way). */
export function tokenKey(setting: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(setting)
    ? Buffer.from(setting, 'hex')
    : Buffer.from(setting, 'base64url');
  if (key.length !== 32) throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes');
  return key;
}

export function sealToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The token, or an error when the value was not sealed with this key (or was altered). */
export function openToken(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
