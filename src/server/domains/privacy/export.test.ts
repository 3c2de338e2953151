// @module-tag node-release
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.ts';
import { setMembersAnswerFeedback } from '#server/domains/businesses/service.ts';
import { saveReplyVoice } from '#server/domains/drafts/settings.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { createInvitations } from '#server/domains/invitations/service.ts';
import { setInvitationSettings } from '#server/domains/invitations/settings.ts';
import {
  rememberBrowserTimeZone,
  updateNotificationSettings,
} from '#server/domains/notifications/settings.ts';
import { rateScan, recordScan } from '#server/domains/visits/rate-visit.ts';
import { escapeFormula } from '#server/lib/csv.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/test-app.ts';
import { unzip } from '#server/test/unzip.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];
const header = (csv: string) => csv.split('\r\n')[0];

describe('GET /api/businesses/:id/export', () => {
  it('answers a ZIP with business.json, feedback.csv, scans.csv and daily.csv holding the real data', async () => {
    const owner = await createUser(t.db, { firstName: 'Olive', lastName: 'Owner' });
    const member = await createUser(t.db, { firstName: 'Max', lastName: 'Member' });
    const business = await createBusinessFor(t.db, owner.user.id, {
      name: 'Export Café',
      reviewFilterEnabled: true,
    });
    await addMember(t.db, business.id, member.user.id);
    const { scanId } = await recordScan(t.db, { businessId: business.id, deviceType: 'mobile' });
    await rateScan(t.db, { businessId: business.id, rating: 2, scanId });
    await submitFeedback(t.db, {
      businessId: business.id,
      feedback: 'The soup was cold, "really" cold,\nand late.',
      rating: 3,
      scanId,
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
    });
    await recordScan(t.db, { businessId: business.id, deviceType: 'desktop' });
    await createInvitations(
      t.db,
      {
        businessId: business.id,
        source: 'api',
        sentBy: null,
        staffRef: null,
        keys: t.app.invitations.keys,
        perDay: 200,
        trialPerDay: 50,
        now: new Date(),
      },
      [{ email: 'guest@example.com', name: 'Gus', externalId: 'booking-1' }],
    );
    // Another business's data never appears.
    const other = await createBusinessFor(t.db, member.user.id, { name: 'Other Shop' });
    await submitFeedback(t.db, { businessId: other.id, feedback: 'Not yours', rating: 1 });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/export`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="export-caf-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'business.json',
      'daily.csv',
      'feedback.csv',
      'google-reviews.csv',
      'invitations.csv',
      'mail.csv',
      'scans.csv',
      'staff.csv',
    ]);

    expect(rows(files['invitations.csv']!)).toEqual([
      expect.objectContaining({
        email: 'guest@example.com',
        name: 'Gus',
        externalId: 'booking-1',
        source: 'api',
        status: 'scheduled',
      }),
    ]);
    const doc = JSON.parse(files['business.json']!);
    expect(doc.business).toMatchObject({ id: business.id, name: 'Export Café', placeId: business.placeId });
    expect(doc.settings).toMatchObject({
      reviewFilterEnabled: true,
      feedbackRetention: '1y',
      maxTeamSize: 3,
    });
    expect(doc.team.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.user.email, 'owner'],
      [member.user.email, 'member'],
    ]);
    expect(doc.subscription.status).toBe('trialing');

    const fb = files['feedback.csv']!;
    expect(header(fb)).toBe(
      'id,createdAt,rating,ratingLabel,feedbackText,customerName,customerEmail,resolvedAt,answer,answeredAt,answeredBy,followUp,followUpAt,scanId',
    );
    // The real rating the customer chose (2), not the form's default 3; quotes and line breaks survive.
    expect(rows(fb)).toEqual([
      expect.objectContaining({
        rating: '2',
        ratingLabel: 'Poor',
        feedbackText: 'The soup was cold, "really" cold,\nand late.',
        customerName: 'Ana',
        customerEmail: 'ana@example.com',
        resolvedAt: '',
        scanId,
      }),
    ]);

    const sc = files['scans.csv']!;
    expect(header(sc)).toBe('id,createdAt,deviceType,rating,outcome,ratedAt,staffRef,channel,reviewLink');
    expect(rows(sc).map((r) => [r.deviceType, r.rating, r.outcome, r.channel, r.reviewLink])).toEqual([
      ['mobile', '2', 'feedback', 'qr', ''],
      ['desktop', '', '', 'qr', ''],
    ]);

    const daily = rows(files['daily.csv']!);
    expect(header(files['daily.csv']!)).toBe(
      'day,scans,conversions,feedbackOutcomes,rating1,rating2,rating3,rating4,rating5',
    );
    expect(daily).toHaveLength(1);
    expect(daily[0]).toMatchObject({ scans: '2', conversions: '0', feedbackOutcomes: '1', rating2: '1' });
    expect(JSON.stringify(files)).not.toContain('Not yours');
  });

  // Staff figures and references, the business's mail and the owner's settings were left out.
  it("holds the staff figures and references, the business's mail and the owner's mail settings", async () => {
    const owner = await createUser(t.db, { firstName: 'Sam', lastName: 'Owner' });
    const member = await createUser(t.db, { firstName: 'Tia', lastName: 'Staff' });
    const business = await createBusinessFor(t.db, owner.user.id, { name: 'Staff Shop' });
    const membership = await addMember(t.db, business.id, member.user.id);
    await updateNotificationSettings(t.db, owner.user.id, { weeklySummary: false });
    await rememberBrowserTimeZone(t.db, owner.user.id, 'Europe/Berlin');
    await setMembersAnswerFeedback(t.db, business.id, true);
    await saveReplyVoice(t.db, business.id, { tone: 'brief', signOff: 'Sam, Staff Shop' });
    await setInvitationSettings(t.db, business.id, { reminderDays: 3 });
    // Tia's own settings are hers, not the business's.
    await updateNotificationSettings(t.db, member.user.id, { feedbackAlerts: true });
    const { scanId } = await recordScan(t.db, {
      businessId: business.id,
      deviceType: 'mobile',
      staffRef: membership.staffRef,
    });
    await rateScan(t.db, { businessId: business.id, rating: 5, scanId, staffRef: membership.staffRef });
    await t.db.insert(mailOutbox).values({
      businessId: business.id,
      userId: owner.user.id,
      kind: 'weekly_summary',
      toAddress: owner.user.email,
      subject: 'Your week at Staff Shop',
      html: '<p>1 scan</p>',
      text: '1 scan this week',
    });

    const res = await t.app.inject({
      url: `/api/businesses/${business.id}/export`,
      headers: { cookie: owner.cookie },
    });
    const files = await unzip(res.rawPayload);
    const doc = JSON.parse(files['business.json']!);
    expect(doc.team.map((m: { staffRef: string }) => m.staffRef)).toContain(membership.staffRef);
    expect(doc.settings.teamBoardVisible).toBe(true);
    expect(doc.settings).toMatchObject({
      membersAnswerFeedback: true,
      replyVoice: { tone: 'brief', signOff: 'Sam, Staff Shop' },
      invitations: { reminderDays: 3 },
    });
    expect(doc.settings.ownerNotifications).toEqual({
      feedbackAlerts: true,
      weeklySummary: false,
      timeZone: 'Europe/Berlin',
    });
    // A reference is random; one that starts with '-' is written as text ('-…) like every CSV cell.
    const csvRef = escapeFormula(membership.staffRef);
    expect(rows(files['scans.csv']!)[0]).toMatchObject({ id: scanId, staffRef: csvRef });
    expect(rows(files['staff.csv']!)).toEqual([
      expect.objectContaining({
        staffRef: csvRef,
        firstName: 'Tia',
        lastName: 'Staff',
        role: 'member',
        scans: '1',
        ratings: '1',
        conversions: '1',
      }),
    ]);
    expect(rows(files['mail.csv']!)).toEqual([
      expect.objectContaining({
        kind: 'weekly_summary',
        subject: 'Your week at Staff Shop',
        text: '1 scan this week',
      }),
    ]);
  });

  it('escapes values a spreadsheet would run as formulas', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { name: '=Evil Shop' });
    const attacks = ['=HYPERLINK("http://x.test","click")', '+1+2', '-3+4', '@SUM(A1)', '\tTab', 'Fine text'];
    for (const a of attacks) {
      await submitFeedback(t.db, { businessId: business.id, feedback: a, rating: 1, customerName: a });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/export`,
      headers: { cookie: owner.cookie },
    });
    const texts = rows((await unzip(res.rawPayload))['feedback.csv']!).map((r) => [
      r.feedbackText,
      r.customerName,
    ]);
    expect(texts.flat().sort()).toEqual(
      ['\'=HYPERLINK("http://x.test","click")', "'+1+2", "'-3+4", "'@SUM(A1)", "'\tTab", 'Fine text']
        .flatMap((v) => [v, v])
        .sort(),
    );
    expect(escapeFormula('a=b')).toBe('a=b');
  });

  it('streams every scan of a large business in batches, each exactly once', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    // Same millisecond, different microseconds: a cursor kept as a JS Date would skip some of these.
    await t.db.execute(
      sql`insert into scans (business_id, device_type, created_at)
        select ${business.id}, 'mobile', timestamptz '2030-01-01 00:00:00' + g * interval '1 microsecond'
        from generate_series(1, 4500) g`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/export`,
      headers: { cookie: owner.cookie },
    });
    const ids = rows((await unzip(res.rawPayload))['scans.csv']!).map((r) => r.id);
    expect(ids).toHaveLength(4500);
    expect(new Set(ids).size).toBe(4500);
  });
});
