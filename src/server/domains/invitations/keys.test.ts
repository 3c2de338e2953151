// @module-tag node-release
// One person is one mailbox for every cap, rule and suppression, however they spell the address.
import { describe, expect, it } from 'vitest';
import { emailKeyOf, invitationKeys, mailboxOf, suppressionKeysOf } from './keys';

const keys = invitationKeys('test-secret-test-secret-test-secret-0123');

describe('the mailbox an address reaches', () => {
  it('drops case, a +tag, and for Gmail the dots and the googlemail.com spelling', () => {
    expect(mailboxOf(' Ana.Lopez+Shop@GMAIL.com ')).toBe('analopez@gmail.com');
    expect(mailboxOf('ana.lopez@googlemail.com')).toBe('analopez@gmail.com');
    expect(mailboxOf('Ana.Lopez+news@example.org')).toBe('ana.lopez@example.org');
    // Dots matter elsewhere: a.b@example.org and ab@example.org are two people.
    expect(mailboxOf('a.b@example.org')).not.toBe(mailboxOf('ab@example.org'));
    expect(emailKeyOf(keys, 'A.N.A+x@gmail.com')).toBe(emailKeyOf(keys, 'ana@googlemail.com'));
  });

  it('finds a suppression kept under the address as written before mailboxes were compared', () => {
    const [mailbox, written] = suppressionKeysOf(keys, 'Ana.Lopez+shop@gmail.com');
    expect(mailbox).toBe(emailKeyOf(keys, 'analopez@gmail.com'));
    expect(written).toBeDefined();
    expect(written).not.toBe(mailbox);
    expect(suppressionKeysOf(keys, 'plain@example.org')).toHaveLength(1);
  });
});

describe('an invitation’s unsubscribe link', () => {
  it("names the invitation, the keyed hash and its location's scope, and links sent before it did still work", async () => {
    const { signInvitationToken, signUnsubscribeToken, verifyUnsubscribeToken, scopeKeysOf } = await import(
      './keys'
    );
    const id = '0b4f2a5e-6c1d-4e8f-9a7b-3c2d1e0f9a8b';
    const emailKey = emailKeyOf(keys, 'ana@example.org');
    const location = { placeId: 'ChIJ-bakery', ownerId: 'u_owner' };
    const scopeKeys = scopeKeysOf(keys, location);
    const token = signUnsubscribeToken(keys, id, emailKey, location);
    expect(token.length).toBeLessThanOrEqual(200);
    expect(verifyUnsubscribeToken(keys, token)).toEqual({ id, emailKey, scopeKeys });
    expect(verifyUnsubscribeToken(keys, signInvitationToken(keys, 'unsubscribe', id))).toEqual({
      id,
      emailKey: null,
      scopeKeys: null,
    });
    // Another address's hash or another location's scope under this signature, or a rating token, is not
    // an unsubscribe link.
    expect(
      verifyUnsubscribeToken(keys, token.replace(emailKey, emailKeyOf(keys, 'bob@example.org'))),
    ).toBeNull();
    const elsewhere = scopeKeysOf(keys, { placeId: 'ChIJ-other', ownerId: 'u_owner' })[0]!;
    expect(verifyUnsubscribeToken(keys, token.replace(scopeKeys[0]!, elsewhere))).toBeNull();
    expect(verifyUnsubscribeToken(keys, signInvitationToken(keys, 'rate', id))).toBeNull();
  });
});
