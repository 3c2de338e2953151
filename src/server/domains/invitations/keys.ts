// The invitation's keys: the address as a keyed hash (so suppressions never hold it in clear), and the
// signed tokens in its e-mail. A token names one invitation and one purpose; a made-up or altered one
// is refused before any query. The key comes from SESSION_SECRET: changing that secret forgets which
// hashes were which (docs/decisions/0054-review-invitations.md).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type InvitationKeys = { key: Buffer };

export const invitationKeys = (sessionSecret: string): InvitationKeys => ({
  key: createHash('sha256').update(`invitation-key:${sessionSecret}`).digest(),
});

/** The address as we keep and send to it: trimmed and lower-cased. */
export const normalAddress = (email: string) => email.trim().toLowerCase();

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the rules compare it: lower-case, a `+tag` dropped, and for
 * Gmail the dots of the name ignored (Gmail delivers `a.na+x@gmail.com` to `ana@gmail.com`). So one
 * person is one address for every cap, rule and suppression, however they spell it.
 */
export function mailboxOf(email: string) {
  const address = normalAddress(email);
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (GMAIL.has(domain)) {
    name = name.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}

const keyOf = (keys: InvitationKeys, text: string) =>
  createHmac('sha256', keys.key).update(`address:${text}`).digest('base64url');

export const emailKeyOf = (keys: InvitationKeys, email: string) => keyOf(keys, mailboxOf(email));

/**
 * The keys a suppression of this address may be stored under: the mailbox's, and the key of the
 * address as written, under which suppressions made before mailboxes were compared are kept.
 */
export function suppressionKeysOf(keys: InvitationKeys, email: string) {
  const mailbox = emailKeyOf(keys, email);
  const written = keyOf(keys, normalAddress(email));
  return mailbox === written ? [mailbox] : [mailbox, written];
}

/**
 * The place's and the owner's keyed hashes, under which what a location remembers of an address is
 * kept beyond the location itself (invitation_contacts).
 */
export const scopeKeysOf = (keys: InvitationKeys, location: { placeId: string; ownerId: string }) => [
  createHmac('sha256', keys.key).update(`place:${location.placeId}`).digest('base64url'),
  createHmac('sha256', keys.key).update(`owner:${location.ownerId}`).digest('base64url'),
];

type Purpose = 'rate' | 'unsubscribe' | 'address' | 'confirm';
const SIGNATURE_CHARS = 22;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

const sign = (keys: InvitationKeys, purpose: Purpose, id: string) =>
  createHmac('sha256', keys.key).update(`${purpose}:${id}`).digest('base64url').slice(0, SIGNATURE_CHARS);

const idToText = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');
function textToId(text: string) {
  const hex = Buffer.from(text, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function signInvitationToken(keys: InvitationKeys, purpose: Purpose, invitationId: string) {
  return `${idToText(invitationId)}.${sign(keys, purpose, invitationId)}`;
}

/** The invitation a token names, or null when it is not one of ours for this purpose. */
export function verifyInvitationToken(keys: InvitationKeys, purpose: Purpose, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = textToId(match[1]);
  const expected = Buffer.from(sign(keys, purpose, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

const KEY = '([A-Za-z0-9_-]{43})';
const UNSUBSCRIBE_TOKEN = new RegExp(`^i\\.([A-Za-z0-9_-]{22})\\.${KEY}\\.([A-Za-z0-9_-]{22})$`);
const SCOPED_UNSUBSCRIBE_TOKEN = new RegExp(
  `^s\\.([A-Za-z0-9_-]{22})\\.${KEY}\\.${KEY}\\.${KEY}\\.([A-Za-z0-9_-]{22})$`,
);

const signed = (keys: InvitationKeys, purpose: Purpose, what: string, signature: string) => {
  const expected = Buffer.from(sign(keys, purpose, what));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/**
 * An invitation's unsubscribe link: it names the invitation, its address's keyed hash and its
 * location's scope keys (place and owner), so the unsubscribe still holds after the invitation went
 * with its deleted location: "every business" by the address, and this location's place and owner
 * if they register it again.
 */
export function signUnsubscribeToken(
  keys: InvitationKeys,
  invitationId: string,
  emailKey: string,
  location: { placeId: string; ownerId: string },
) {
  const scope = scopeKeysOf(keys, location).join('.');
  const signature = sign(keys, 'unsubscribe', `${invitationId}:${emailKey}:${scope}`);
  return `s.${idToText(invitationId)}.${emailKey}.${scope}.${signature}`;
}

type NamedInvitation = { id: string; emailKey: string | null; scopeKeys: string[] | null };

/**
 * The invitation, keyed hash and scope keys an unsubscribe link names; links sent before a link
 * carried them answer null for what they lack.
 */
export function verifyUnsubscribeToken(keys: InvitationKeys, token: unknown): NamedInvitation | null {
  if (typeof token !== 'string') return null;
  const scoped = SCOPED_UNSUBSCRIBE_TOKEN.exec(token);
  if (scoped) {
    // Every group of this pattern is required, so a match holds all five.
    const [, text, emailKey, place, owner, signature] = scoped as unknown as string[];
    const id = textToId(text!);
    return signed(keys, 'unsubscribe', `${id}:${emailKey}:${place}.${owner}`, signature!)
      ? { id, emailKey: emailKey!, scopeKeys: [place!, owner!] }
      : null;
  }
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) {
    const id = verifyInvitationToken(keys, 'unsubscribe', token);
    return id ? { id, emailKey: null, scopeKeys: null } : null;
  }
  const id = textToId(match[1]);
  return signed(keys, 'unsubscribe', `${id}:${match[2]}`, match[3])
    ? { id, emailKey: match[2], scopeKeys: null }
    : null;
}

const ADDRESS_TOKEN = new RegExp(`^a\\.([A-Za-z0-9_-]{1,32})\\.${KEY}\\.([A-Za-z0-9_-]{22})$`);
const SCOPED_ADDRESS_TOKEN = new RegExp(
  `^b\\.([A-Za-z0-9_-]{1,32})\\.${KEY}\\.${KEY}\\.${KEY}\\.([A-Za-z0-9_-]{22})$`,
);

/**
 * A link that stops every e-mail from one location to one address, where no invitation is behind the
 * mail (an answer to private feedback). It names the location, its scope keys (so it holds when the
 * location is deleted and its owner registers the place again) and the keyed hash, never the address.
 */
export function signAddressToken(
  keys: InvitationKeys,
  location: { id: string; placeId: string; ownerId: string },
  emailKey: string,
) {
  const scope = scopeKeysOf(keys, location).join('.');
  return `b.${location.id}.${emailKey}.${scope}.${sign(keys, 'address', `${location.id}:${emailKey}:${scope}`)}`;
}

type NamedAddress = { businessId: string; emailKey: string; scopeKeys: string[] | null };

export function verifyAddressToken(keys: InvitationKeys, token: unknown): NamedAddress | null {
  if (typeof token !== 'string') return null;
  const scoped = SCOPED_ADDRESS_TOKEN.exec(token);
  if (scoped) {
    // Every group of this pattern is required, so a match holds all five.
    const [, businessId, emailKey, place, owner, signature] = scoped as unknown as string[];
    return signed(keys, 'address', `${businessId}:${emailKey}:${place}.${owner}`, signature!)
      ? { businessId: businessId!, emailKey: emailKey!, scopeKeys: [place!, owner!] }
      : null;
  }
  const match = ADDRESS_TOKEN.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return signed(keys, 'address', `${match[1]}:${match[2]}`, match[3])
    ? { businessId: match[1], emailKey: match[2], scopeKeys: null }
    : null;
}

/** A suppression as the deletion ledger keeps it: why, where it holds (`*`: everywhere), the keyed hash. */
export const suppressionEntry = (s: { emailKey: string; businessId: string | null; reason: string }) =>
  `${s.reason}:${s.businessId ?? '*'}:${s.emailKey}`;
