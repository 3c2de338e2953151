import { randomBytes } from 'node:crypto';

/** 9 random bytes → 12 base64url characters (72 bits): unguessable and short for QR codes. */
export function newBusinessId(): string {
  return randomBytes(9).toString('base64url');
}

export function newUserId(): string {
  return randomBytes(12).toString('base64url');
}
