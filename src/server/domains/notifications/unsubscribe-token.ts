import { createHmac, timingSafeEqual } from 'node:crypto';
import { SUBSCRIBED_KINDS, type SubscribedKind } from '#shared/lib/mail-kinds.ts';

/**
 * A signed, unexpiring token naming a user and one kind of mail, so an unsubscribe link works signed
 * out and months later. It can only switch that one kind of mail off for that one user.
 */
export function signUnsubscribeToken(secret: string, userId: string, kind: SubscribedKind): string {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: SubscribedKind } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString().split(':');
  if (!userId || !kind || !(SUBSCRIBED_KINDS as readonly string[]).includes(kind)) return null;
  return { userId, kind: kind as SubscribedKind };
}

function sign(secret: string, payload: string) {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
}
