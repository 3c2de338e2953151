// The operator's console over the real app and database: who may call it, what each action does to
// the business and its customers, what the owner reads, and that the log keeps every entry.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  feedback,
  invitationSettings,
  mailOutbox,
  operatorLog,
  webhookDeliveries,
} from '#server/db/schema.ts';
import { createSession } from '#server/domains/auth/sessions.ts';
import { deliverDueWebhooks } from '#server/domains/developers/outbox.ts';
import { createToken } from '#server/domains/developers/tokens.ts';
import { createWebhook } from '#server/domains/developers/webhooks.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { deliverDueMail } from '#server/domains/notifications/service.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp, testConfig } from '#server/test/test-app.ts';
import { googleTokenKey } from '#server/wiring.ts';
import { withoutAddresses } from './console';

const OPERATOR = 'ops@reviewtap.example';
const hooks = { key: googleTokenKey(testConfig()), production: false };

describe("the operator's console", () => {
  let t: TestApp;
  let operator: string;
  let staleOperator: string;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let member: Awaited<ReturnType<typeof createUser>>;
  let otherOwner: Awaited<ReturnType<typeof createUser>>;
  let a: typeof businesses.$inferSelect;
  let a2: typeof businesses.$inferSelect;
  let b: typeof businesses.$inferSelect;
  let readToken: string;
  let writeToken: string;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, body: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url, headers: sameOrigin(cookie), payload: body as object });
  const bearer = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body as object } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        OPERATOR_EMAILS: ` Someone@else.example, ${OPERATOR.toUpperCase()} `,
        OPERATOR_REAUTH_MINUTES: '15',
      },
    });
    const ops = await createUser(t.db, { email: OPERATOR, firstName: 'Olga', lastName: 'Ops' });
    operator = ops.cookie;
    const stale = await createSession(t.db, ops.user.id, new Date(Date.now() - 16 * 60_000));
    staleOperator = `sid=${stale.token}`;
    owner = await createUser(t.db, { email: 'owner.anna@shop.example' });
    member = await createUser(t.db, { email: 'member.ben@shop.example' });
    otherOwner = await createUser(t.db);
    a = await createBusinessFor(t.db, owner.user.id, { name: 'Anna’s Bakery' });
    a2 = await createBusinessFor(t.db, owner.user.id, { name: 'Anna’s Second Bakery' });
    b = await createBusinessFor(t.db, otherOwner.user.id, { name: 'Other Place' });
    await addMember(t.db, a.id, member.user.id);
    const token = (scopes: string[]) =>
      createToken(t.db, owner.user.id, { name: 'till', businessIds: [a.id], scopes }, false).then(
        (x) => x.token,
      );
    readToken = await token(['read']);
    writeToken = await token(['read', 'write']);
  });
  afterAll(() => t?.close());

  describe('who may call it', () => {
    // Every operator route × visitor, member, owner, another owner, operator, stale operator; then tokens.
    const ROUTES: {
      method: 'GET' | 'POST';
      url: (id: string) => string;
      body?: unknown;
      operator: number;
    }[] = [
      { method: 'GET', url: () => '/api/operator/overview', operator: 200 },
      { method: 'GET', url: () => '/api/operator/businesses?q=anna', operator: 200 },
      { method: 'GET', url: (id) => `/api/operator/businesses/${id}`, operator: 200 },
      { method: 'GET', url: () => '/api/operator/log', operator: 200 },
      { method: 'GET', url: () => '/api/operator/suppressions?email=x@example.com', operator: 200 },
      {
        method: 'POST',
        url: (id) => `/api/operator/businesses/${id}/end-warm-up`,
        body: { reason: 'Known sender' },
        operator: 200,
      },
      {
        method: 'POST',
        url: (id) => `/api/operator/businesses/${id}/invitation-limit`,
        body: { perDay: null, reason: 'Back to defaults' },
        operator: 200,
      },
      {
        method: 'POST',
        url: (id) => `/api/operator/businesses/${id}/resume-sending`,
        body: { reason: 'Nothing paused' },
        operator: 409,
      },
      {
        method: 'POST',
        url: (id) => `/api/operator/businesses/${id}/restore`,
        body: { reason: 'Not suspended' },
        operator: 409,
      },
      {
        method: 'POST',
        url: () => '/api/operator/suppressions/lift-bounce',
        body: { email: 'x@example.com', reason: 'No such bounce' },
        operator: 409,
      },
      {
        method: 'POST',
        url: (id) => `/api/operator/businesses/${id}/delete`,
        body: { reason: 'The owner asked in writing', confirmName: 'Not its name' },
        operator: 400,
      },
      {
        method: 'POST',
        url: () => '/api/operator/queues/mail/retry',
        body: { reason: 'Nothing failed yet' },
        operator: 409,
      },
    ];
    it.each(ROUTES.map((r) => [`${r.method} ${r.url(':id')}`, r] as const))('%s', async (_, r) => {
      const call = (cookie?: string) =>
        r.method === 'GET' ? get(r.url(a.id), cookie) : post(r.url(a.id), r.body, cookie);
      const actual = {
        visitor: (await call()).statusCode,
        member: (await call(member.cookie)).statusCode,
        owner: (await call(owner.cookie)).statusCode,
        otherOwner: (await call(otherOwner.cookie)).statusCode,
        operator: (await call(operator)).statusCode,
        staleOperator: (await call(staleOperator)).statusCode,
        readToken: (await bearer(r.method, r.url(a.id), readToken, r.body)).statusCode,
        writeToken: (await bearer(r.method, r.url(a.id), writeToken, r.body)).statusCode,
      };
      expect(actual).toEqual({
        visitor: 401,
        member: 403,
        owner: 403,
        otherOwner: 403,
        operator: r.operator,
        // Reading needs only the session; an action needs a recent sign-in.
        staleOperator: r.method === 'GET' ? r.operator : 401,
        readToken: 403,
        writeToken: 403,
      });
    });

    it('a stale sign-in is told to sign in again, in words and with a code', async () => {
      const res = await post(
        `/api/operator/businesses/${a.id}/end-warm-up`,
        { reason: 'Known sender' },
        staleOperator,
      );
      expect(res.json()).toMatchObject({
        code: 'REAUTH_REQUIRED',
        message: expect.stringMatching(/Sign in again.*15 minutes/),
      });
    });

    it('an operator is an ordinary account on the owner API', async () => {
      expect((await get(`/api/businesses/${a.id}/notices`, operator)).statusCode).toBe(403);
      expect(
        (await post(`/api/operator/businesses/${a.id}/end-warm-up`, { reason: 'x' }, owner.cookie)).json(),
      ).toMatchObject({ code: 'OPERATOR_ONLY' });
      expect((await get('/api/operator/me', operator)).json()).toMatchObject({
        operator: true,
        actsUntil: expect.any(String),
      });
      expect((await get('/api/operator/me', owner.cookie)).json()).toEqual({
        operator: false,
        actsUntil: null,
      });
    });

    it('a business named in two places is refused before anything is read or changed', async () => {
      const res = await post(
        `/api/operator/businesses/${a.id}/suspend?id=${b.id}`,
        { reason: 'Two ids' },
        operator,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONFLICTING_IDS' });
      expect(
        (await t.db.select().from(businesses).where(eq(businesses.id, a.id)))[0]!.suspendedAt,
      ).toBeNull();
    });

    it('an action without a reason is 400 naming the field; an unknown business is 404', async () => {
      const res = await post(`/api/operator/businesses/${a.id}/pause-sending`, {}, operator);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/reason/i);
      const trial = await post(
        `/api/operator/businesses/${a.id}/trial`,
        { days: 0, reason: 'Too few days' },
        operator,
      );
      expect(trial.statusCode).toBe(400);
      expect(trial.json().message).toMatch(/days/);
      const unknown = await post(
        '/api/operator/businesses/NoSuchBiz123/pause-sending',
        { reason: 'Who is this' },
        operator,
      );
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('finding a business', () => {
    it('by an owner’s or a member’s e-mail, a place id, a business id or part of a name', async () => {
      const ids = async (q: string) =>
        (
          (await get(`/api/operator/businesses?q=${encodeURIComponent(q)}`, operator)).json().businesses as {
            id: string;
          }[]
        )
          .map((x) => x.id)
          .sort();
      expect(await ids('owner.anna@shop.example')).toEqual([a.id, a2.id].sort());
      expect(await ids('MEMBER.BEN@shop')).toEqual([a.id]);
      expect(await ids(b.placeId)).toEqual([b.id]);
      expect(await ids(b.id)).toEqual([b.id]);
      expect(await ids('second bakery')).toEqual([a2.id]);
      expect(await ids('100%_')).toEqual([]);
    });

    it('pages by cursor, each business once, in every sort', async () => {
      for (const sort of ['newest', 'most_mail', 'worst_health', 'trial_ending']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const query: string = `/api/operator/businesses?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
          const page = (await get(query, operator)).json() as {
            businesses: { id: string }[];
            nextCursor: string | null;
          };
          seen.push(...page.businesses.map((x) => x.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(new Set(seen).size, sort).toBe(seen.length);
        expect(seen, sort).toEqual(expect.arrayContaining([a.id, a2.id, b.id]));
      }
      expect((await get('/api/operator/businesses?cursor=notours', operator)).statusCode).toBe(400);
      expect((await get('/api/operator/businesses?limit=101', operator)).statusCode).toBe(400);
    });

    it("a business's page is found by its id even when another's name holds that id", async () => {
      await createBusinessFor(t.db, otherOwner.user.id, { name: `Decoy ${a.id}` });
      const res = await get(`/api/operator/businesses/${a.id}`, operator);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(a.id);
    });

    it('a forged cursor is a 400 in words, never a 500', async () => {
      const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      for (const [sort, cursor] of [
        ['newest', forge(['newest', 'not a date', 'x'])],
        ['most_mail', forge(['most_mail', 'abc', 'x'])],
        ['most_mail', forge(['most_mail', '1e400', 'x'])],
      ]) {
        const res = await get(`/api/operator/businesses?sort=${sort}&cursor=${cursor}`, operator);
        expect(res.statusCode, String(cursor)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BAD_CURSOR' });
      }
    });

    it("a business's page shows its team and counts, never its customers' words or addresses", async () => {
      await submitFeedback(t.db, {
        businessId: a.id,
        feedback: 'The soup was cold',
        rating: 2,
        customerEmail: 'gerda@example.com',
      });
      const res = await get(`/api/operator/businesses/${a.id}`, operator);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ownerEmail).toBe('owner.anna@shop.example');
      expect(body.team.map((m: { email: string }) => m.email).sort()).toEqual([
        'member.ben@shop.example',
        'owner.anna@shop.example',
      ]);
      expect(body.siblings.map((s: { id: string }) => s.id)).toEqual([a.id, a2.id]);
      expect(res.body).not.toContain('The soup was cold');
      expect(res.body).not.toContain('gerda@example.com');
    });
  });

  describe('pausing sending', () => {
    it('skips invitations with the reason paused, refuses answers in words, tells the owner, and resumes', async () => {
      const paused = await post(
        `/api/operator/businesses/${a.id}/pause-sending`,
        { reason: 'Bounces from a bought list' },
        operator,
      );
      expect(paused.statusCode).toBe(200);
      expect(paused.json().entry).toMatchObject({
        action: 'pause_sending',
        actorEmail: OPERATOR,
        via: 'console',
        businessId: a.id,
      });

      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${a.id}/invitations`,
        headers: { ...sameOrigin(owner.cookie), 'idempotency-key': 'pause-1' },
        payload: {
          invitations: [{ email: 'carla@example.com' }, { email: 'dan@example.com' }],
          confirmed: true,
        },
      });
      expect(invited.statusCode, invited.body).toBeLessThan(300);
      const items = invited.json().invitations as { status: string; reason?: string }[];
      expect(items.map((i) => [i.status, i.reason])).toEqual([
        ['skipped', 'paused'],
        ['skipped', 'paused'],
      ]);

      const { id: feedbackId } = await submitFeedback(t.db, {
        businessId: a.id,
        feedback: 'Late',
        rating: 2,
        customerEmail: 'erik@example.com',
      });
      await t.db.update(feedback).set({ emailConfirmedAt: new Date() }).where(eq(feedback.id, feedbackId));
      const answer = () =>
        post(
          `/api/businesses/${a.id}/feedback/${feedbackId}/answers`,
          { text: 'Sorry about the wait.' },
          owner.cookie,
        );
      const refused = await answer();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'SENDING_PAUSED',
        message: expect.stringMatching(/operator.*paused/i),
      });

      for (const cookie of [owner.cookie, member.cookie]) {
        const notices = (await get(`/api/businesses/${a.id}/notices`, cookie)).json().notices;
        expect(notices[0]).toMatchObject({ action: 'pause_sending', reason: 'Bounces from a bought list' });
      }
      // Another business's team reads nothing of it.
      expect((await get(`/api/businesses/${b.id}/notices`, otherOwner.cookie)).json().notices).toEqual([]);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.user.id));
      expect(
        mails.some((m) => m.kind === 'account_notice' && m.text.includes('Bounces from a bought list')),
      ).toBe(true);

      const resumed = await post(
        `/api/operator/businesses/${a.id}/resume-sending`,
        { reason: 'The list was cleaned' },
        operator,
      );
      expect(resumed.statusCode).toBe(200);
      expect((await answer()).statusCode).toBe(201);
      const settings = await t.db
        .select()
        .from(invitationSettings)
        .where(eq(invitationSettings.businessId, a.id));
      expect(settings[0]!.pausedAt).toBeNull();
    });

    it("pauses every one of the owner's locations when asked, and only theirs", async () => {
      const res = await post(
        `/api/operator/businesses/${a.id}/pause-sending`,
        { reason: 'Complaints everywhere', everyLocation: true },
        operator,
      );
      expect(res.json().entry.details.locations.sort()).toEqual([a.id, a2.id].sort());
      const paused = await t.db
        .select({ id: invitationSettings.businessId })
        .from(invitationSettings)
        .where(sql`${invitationSettings.pausedAt} is not null`);
      expect(paused.map((p) => p.id).sort()).toEqual([a.id, a2.id].sort());
      await post(
        `/api/operator/businesses/${a.id}/resume-sending`,
        { reason: 'Looked at it', everyLocation: true },
        operator,
      );
    });
  });

  describe('suspending', () => {
    it('stops its tokens, writes and webhooks, keeps the customers on their way to Google, and restores as it was', async () => {
      await createWebhook(t.db, hooks, owner.user.id, {
        url: 'http://127.0.0.1:9/hook',
        events: ['scan.created', 'rating.created'],
        businessIds: [a.id],
      });
      expect((await bearer('GET', `/api/businesses/${a.id}/invitations`, readToken)).statusCode).toBe(200);

      const res = await post(
        `/api/operator/businesses/${a.id}/suspend`,
        { reason: 'Spam through answers' },
        operator,
      );
      expect(res.statusCode).toBe(200);
      const denied = await bearer('GET', `/api/businesses/${a.id}/invitations`, readToken);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'BUSINESS_SUSPENDED' });
      const write = await t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${a.id}/review-filter`,
        headers: sameOrigin(owner.cookie),
        payload: { reviewFilterEnabled: true },
      });
      expect(write.json()).toMatchObject({ code: 'BUSINESS_SUSPENDED' });
      // The owner still reads their dashboard, and sees why.
      expect((await get(`/api/businesses/${a.id}/notices`, owner.cookie)).json().notices[0]).toMatchObject({
        action: 'suspend',
      });

      // The customer's page and rating still lead to Google.
      expect((await get(`/rate/${a.id}`)).statusCode).toBe(200);
      const scan = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${a.id}/scan`,
        headers: sameOrigin(),
        payload: {},
      });
      expect(scan.statusCode).toBeLessThan(300);
      const rated = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${a.id}/ratings`,
        headers: sameOrigin(),
        payload: { rating: 5, scanId: scan.json().scanId },
      });
      expect(rated.json()).toMatchObject({ outcome: 'google' });

      // Its events wait: nothing is handed to the webhook while suspended.
      const deps = { ...hooks, notifyDisabled: async () => {} };
      await deliverDueWebhooks(t.db, deps, new Date(Date.now() + 60_000)).catch(() => {});
      const waiting = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.businessId, a.id));
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.every((d) => d.attempts === 0 && d.status === 'pending')).toBe(true);

      const restored = await post(
        `/api/operator/businesses/${a.id}/restore`,
        { reason: 'The owner explained' },
        operator,
      );
      expect(restored.statusCode).toBe(200);
      expect((await bearer('GET', `/api/businesses/${a.id}/invitations`, readToken)).statusCode).toBe(200);
      await deliverDueWebhooks(t.db, deps, new Date(Date.now() + 60_000)).catch(() => {});
      const tried = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.businessId, a.id));
      expect(tried.some((d) => d.attempts > 0)).toBe(true);
    });

    it('for abuse, takes the rating page down too, and restore brings it back', async () => {
      await post(
        `/api/operator/businesses/${b.id}/suspend`,
        { reason: 'Phishing page', takeDownPage: true },
        operator,
      );
      expect((await get(`/rate/${b.id}`)).statusCode).toBe(404);
      // Its public details and its feedback form are gone too, and its owner adds no other location.
      expect((await get(`/api/businesses/${b.id}`)).statusCode).toBe(404);
      const feedbackPosted = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${b.id}/feedback`,
        headers: sameOrigin(),
        payload: { feedback: 'Phished', rating: 1 },
      });
      expect(feedbackPosted.statusCode).toBe(404);
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/businesses',
        headers: sameOrigin(otherOwner.cookie),
        payload: {
          name: 'Another front',
          address: '1 Elsewhere',
          placeId: 'demo_sunrise-coffee-austin',
          addLocation: true,
        },
      });
      expect(added.statusCode).toBe(403);
      expect(added.json()).toMatchObject({ code: 'BUSINESS_SUSPENDED' });
      await post(`/api/operator/businesses/${b.id}/restore`, { reason: 'Cleared' }, operator);
      expect((await get(`/rate/${b.id}`)).statusCode).toBe(200);
    });
  });

  it('two operators suspending at once: one suspension, one log entry, one notice (parallel on PostgreSQL)', async () => {
    const target = await createBusinessFor(t.db, otherOwner.user.id, { name: 'Raced Place' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(
          `/api/operator/businesses/${target.id}/suspend`,
          { reason: `Spam, seen by operator ${i}` },
          operator,
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const logged = await t.db.select().from(operatorLog).where(eq(operatorLog.businessId, target.id));
    expect(logged).toHaveLength(1);
    const told = await t.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, target.id));
    expect(told.filter((m) => m.kind === 'account_notice')).toHaveLength(1);
  });

  it("a location's daily limit from the operator replaces the trial's cap, and null brings the defaults back", async () => {
    const invite = (key: string, emails: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${a2.id}/invitations`,
        headers: { ...sameOrigin(owner.cookie), 'idempotency-key': key },
        payload: { invitations: emails.map((email) => ({ email })), confirmed: true },
      });
    const limited = await post(
      `/api/operator/businesses/${a2.id}/invitation-limit`,
      { perDay: 1, reason: 'A trial that looked like a list' },
      operator,
    );
    expect(limited.statusCode).toBe(200);
    const first = (await invite('limit-1', ['f1@example.com', 'f2@example.com'])).json().invitations as {
      status: string;
      reason?: string;
    }[];
    expect(first[0]!.reason).toBeUndefined();
    expect(first[1]).toMatchObject({ status: 'skipped', reason: 'daily_limit' });
    await post(
      `/api/operator/businesses/${a2.id}/invitation-limit`,
      { perDay: null, reason: 'Back to the trial cap' },
      operator,
    );
    const again = (await invite('limit-2', ['f3@example.com'])).json().invitations as {
      status: string;
      reason?: string;
    }[];
    expect(again[0]!.reason).toBeUndefined();
    expect((await get(`/api/operator/businesses/${a2.id}`, operator)).json().invitationLimit).toEqual({
      perDay: null,
      warmUpEnded: false,
    });
  });

  it('a trial that has ended is extended from today, so the days given are days the owner gets', async () => {
    const lapsed = await createBusinessFor(t.db, otherOwner.user.id, {
      name: 'Lapsed Trial',
      trialEndsAt: new Date(Date.now() - 30 * 24 * 60 * 60_000),
    });
    await post(
      `/api/operator/businesses/${lapsed.id}/trial`,
      { days: 7, reason: 'A second chance' },
      operator,
    );
    const end = (await t.db.select().from(businesses).where(eq(businesses.id, lapsed.id)))[0]!.trialEndsAt;
    expect(end.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 60 * 60_000);
  });

  it("a relay's words reach the console without the recipient's address", () => {
    expect(withoutAddresses('550 5.1.1 <jane.doe+x@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
  });

  it('extends a trial by whole days and writes it down', async () => {
    const before = (await t.db.select().from(businesses).where(eq(businesses.id, a2.id)))[0]!.trialEndsAt;
    const res = await post(
      `/api/operator/businesses/${a2.id}/trial`,
      { days: 7, reason: 'Asked for more time' },
      operator,
    );
    expect(res.statusCode).toBe(200);
    const after = (await t.db.select().from(businesses).where(eq(businesses.id, a2.id)))[0]!.trialEndsAt;
    expect(after.getTime() - before.getTime()).toBe(7 * 24 * 60 * 60_000);
    expect(res.json().entry.details).toMatchObject({ days: 7, trialEndsAt: after.toISOString() });
  });

  it('puts the mail that failed in the last three days back in the queue, and the retry is logged', async () => {
    const failed = (subject: string, createdAt: Date) => ({
      businessId: a.id,
      userId: owner.user.id,
      kind: 'feedback_alert' as const,
      toAddress: owner.user.email,
      subject,
      html: '<p>A customer left 2 stars.</p>',
      text: 'A customer left 2 stars.',
      status: 'failed' as const,
      attempts: 10,
      lastError: '421 4.3.0 Mail server down',
      createdAt,
    });
    const now = new Date();
    const [recent, old] = await t.db
      .insert(mailOutbox)
      .values([
        failed('Failed an hour ago', new Date(now.getTime() - 60 * 60_000)),
        failed('Failed four days ago', new Date(now.getTime() - 4 * 24 * 60 * 60_000)),
      ])
      .returning({ id: mailOutbox.id });
    const res = await post(
      '/api/operator/queues/mail/retry',
      { reason: 'The mail server is fixed' },
      operator,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry).toMatchObject({
      action: 'retry_failed',
      businessId: null,
      reason: 'The mail server is fixed',
      details: { queue: 'mail', retried: 1 },
    });
    // The notices the tests before queued go too.
    await deliverDueMail(t.db, t.app.mail, new Date(), 1000);
    const status = async (id: string) =>
      (await t.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id)))[0]
        ?.status;
    expect(await status(recent?.id as string)).toBe('kept');
    expect(await status(old?.id as string)).toBe('failed');
    // Nothing left to try: a clear 409, and no entry in the log.
    const again = await post('/api/operator/queues/mail/retry', { reason: 'Once more' }, operator);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOTHING_TO_RETRY');
  });

  it("deletes a business on its owner's written request: gone with its data, in the log, and the owner told", async () => {
    const asker = await createUser(t.db, { email: 'asked.to.delete@shop.example' });
    const doomed = await createBusinessFor(t.db, asker.user.id, { name: 'Closing Down Café' });
    const wrong = await post(
      `/api/operator/businesses/${doomed.id}/delete`,
      { reason: 'The owner asked in writing', confirmName: 'Closing Down' },
      operator,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CONFIRM_MISMATCH');
    const res = await post(
      `/api/operator/businesses/${doomed.id}/delete`,
      { reason: 'The owner asked by letter on 1 Dec', confirmName: 'Closing Down Café' },
      operator,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry).toMatchObject({
      action: 'delete_business',
      businessId: doomed.id,
      details: { name: 'Closing Down Café' },
    });
    expect(await t.db.select().from(businesses).where(eq(businesses.id, doomed.id))).toEqual([]);
    expect((await t.app.deletionLedger.entries()).map((e) => e.id)).toContain(doomed.id);
    expect((await get(`/api/operator/log?businessId=${doomed.id}`, operator)).json().entries).toHaveLength(1);
    // The owner learns of it by e-mail, the business being gone.
    const [told] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, asker.user.id));
    expect(told).toMatchObject({ kind: 'account_notice', businessId: null });
    expect(told?.subject).toContain('Closing Down Café');
    expect(told?.text).toContain('The owner asked by letter on 1 Dec');
    const gone = await post(
      `/api/operator/businesses/${doomed.id}/delete`,
      { reason: 'Again', confirmName: 'Closing Down Café' },
      operator,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('the log lists every action, newest first, filtered by business and action', async () => {
    const all = (await get('/api/operator/log', operator)).json().entries as {
      action: string;
      at: string;
      businessId: string;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect([...all].sort((x, y) => y.at.localeCompare(x.at))).toEqual(all);
    const ofB = (await get(`/api/operator/log?businessId=${b.id}`, operator)).json().entries as {
      action: string;
    }[];
    expect(ofB.map((e) => e.action)).toEqual(['restore', 'suspend']);
    const pauses = (await get('/api/operator/log?action=pause_sending', operator)).json().entries as {
      action: string;
    }[];
    expect(pauses.every((e) => e.action === 'pause_sending')).toBe(true);
  });

  it('the log is append-only: the database refuses to change or delete an entry', async () => {
    const count = async () => (await t.db.select().from(operatorLog)).length;
    const n = await count();
    // The driver wraps the database's refusal; its words are the cause's.
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(t.db.update(operatorLog).set({ reason: 'rewritten' }))).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(t.db.delete(operatorLog))).toMatch(/append-only: DELETE/);
    expect(await refusal(t.db.execute(sql`truncate operator_log`))).toMatch(/append-only: TRUNCATE/);
    expect(await count()).toBe(n);
    expect((await t.db.select().from(operatorLog)).some((e) => e.reason === 'rewritten')).toBe(false);
  });
});
