// The owner's language lives on the account: chosen once, followed by every device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string, acceptLanguage?: string) =>
  t.app.inject({
    url: '/api/auth/user',
    headers: { cookie, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
const save = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/auth/user',
    headers: sameOrigin(cookie),
    payload: payload as object,
  });

describe('GET /api/auth/user: locale', () => {
  it('follows Accept-Language until the owner chooses, then English for anything else', async () => {
    const { cookie } = await createUser(t.db);
    expect((await me(cookie, 'de-AT,de;q=0.9,en;q=0.5')).json()).toMatchObject({
      locale: 'de',
      localeSaved: false,
    });
    expect((await me(cookie, 'pl')).json()).toMatchObject({ locale: 'pl', localeSaved: false });
    expect((await me(cookie, 'ja,zh;q=0.8')).json()).toMatchObject({ locale: 'en', localeSaved: false });
    expect((await me(cookie)).json()).toMatchObject({ locale: 'en', localeSaved: false });
  });
});

describe('PATCH /api/auth/user { locale }', () => {
  it('saves the choice on the account: another device (another session, another browser language) gets it', async () => {
    const first = await createUser(t.db);
    const res = await save(first.cookie, { locale: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locale: 'ar', localeSaved: true, email: first.user.email });
    // A second session of the same user, as a new phone would have.
    const { createSession } = await import('#server/domains/auth/sessions.ts');
    const { token } = await createSession(t.db, first.user.id);
    expect((await me(`sid=${token}`, 'de')).json()).toMatchObject({ locale: 'ar', localeSaved: true });
  });

  it('answers 400 with a message for an unknown language, a wrong type or another field, and keeps the old one', async () => {
    const { cookie } = await createUser(t.db);
    await save(cookie, { locale: 'fr' });
    for (const payload of [
      { locale: 'xx' },
      { locale: 'DE' },
      { locale: 7 },
      {},
      { locale: 'de', email: 'a@b.c' },
    ]) {
      const res = await save(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /locale must be one of en, es, fr, de, it, pt, nl, pl, tr, ar|Unrecognized key/,
      );
    }
    expect((await me(cookie)).json().locale).toBe('fr');
  });

  it('asks for a session, and refuses another site', async () => {
    expect((await save(undefined, { locale: 'de' })).statusCode).toBe(401);
    const { cookie } = await createUser(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { locale: 'de' },
    });
    expect(res.statusCode).toBe(403);
  });
});
