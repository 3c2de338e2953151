import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/tables/notifications.ts';
import { totalsBetween } from '#server/domains/analytics/service.ts';
import { businessNameOf, timeZonesOf } from '#server/domains/businesses/service.ts';
import { feedbackCountBetween } from '#server/domains/feedback/service.ts';
import { addDays, isoDayOf, localParts, startOfLocalDay } from '#server/lib/time-zone.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { links, type MailContext, unsubscribeUrl } from './context';
import { mailTranslator } from './emails/messages';
import { type WeekFigure, WeeklySummaryEmail, weeklySummarySubject } from './emails/weekly-summary';
import { queueMail } from './queue-mail';
import { type Recipient, recipientFor, weeklySummaryRecipients } from './recipients';

/** Monday, 08:00 local time; a server that was down then still sends later that Monday. */
const SEND_HOUR = 8;
const MONDAY = 1;

type WeekTotals = Awaited<ReturnType<typeof totalsBetween>>;

type WeeklySummaryData = {
  weekStart: string;
  weekEnd: string;
  thisWeek: WeekTotals;
  weekBefore: WeekTotals;
  newFeedback: number;
};

/** The figures for the local week (Monday to Sunday) that ended at `monday`'s midnight. */
async function weeklySummaryData(
  db: DbOrTx,
  businessId: string,
  monday: string,
  timeZone: string,
): Promise<WeeklySummaryData> {
  const weekStart = addDays(monday, -7);
  const weekEnd = addDays(monday, -1);
  const [thisWeek, weekBefore, newFeedback] = await Promise.all([
    totalsBetween(db, businessId, weekStart, weekEnd),
    totalsBetween(db, businessId, addDays(monday, -14), addDays(monday, -8)),
    feedbackCountBetween(
      db,
      businessId,
      startOfLocalDay(weekStart, timeZone),
      startOfLocalDay(monday, timeZone),
    ),
  ]);
  return { weekStart, weekEnd, thisWeek, weekBefore, newFeedback };
}

/** "1–7 Jun 2026", "28 Jun – 4 Jul 2026"; in another language, its own way of writing the range. */
function weekLabel(start: string, end: string, locale: Locale) {
  const noon = (d: string) => new Date(`${d}T12:00:00Z`);
  const f = (d: string, opts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...opts }).format(noon(d));
  if (locale !== 'en') {
    const range = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    return range.formatRange(noon(start), noon(end));
  }
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  return sameMonth
    ? `${f(start, { day: 'numeric' })}–${f(end, { day: 'numeric', month: 'short', year: 'numeric' })}`
    : `${f(start, { day: 'numeric', month: 'short' })} – ${f(end, { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

/**
 * Writes the weekly summary of every recipient for whom it is Monday after 08:00 locally and who
 * has none for this week yet. The dedupe key (user, business, Monday) makes it once per week even
 * if two runs overlap.
 */
export async function composeWeeklySummaries(db: DbOrTx, ctx: MailContext, now: Date) {
  const recipients = await weeklySummaryRecipients(db);
  const zones = await timeZonesOf(db, [...new Set(recipients.map((r) => r.businessId))]);
  let composed = 0;
  for (const r of recipients) {
    const timeZone = weekZone(zones.get(r.businessId), r);
    const local = localParts(now, timeZone);
    if (local.weekday !== MONDAY || local.hour < SEND_HOUR) continue;
    const monday = isoDayOf(local);
    const dedupeKey = `weekly:${r.userId}:${r.businessId}:${monday}`;
    const [exists] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, dedupeKey))
      .limit(1);
    if (exists) continue;
    if (await queueSummary(db, ctx, r, { monday, timeZone, now, dedupeKey })) composed += 1;
  }
  return composed;
}

/**
 * The summary of the last whole week, now, to the person who asks for it (whatever their setting),
 * so a new owner sees what Monday's e-mail looks like. Once a day per person and location; answers
 * whether it was queued and where it goes.
 */
export async function sendSummaryNow(
  db: DbOrTx,
  ctx: MailContext,
  who: { userId: string; businessId: string },
  now: Date,
) {
  const r = await recipientFor(db, who.userId, who.businessId);
  if (!r) return { queued: false, to: null };
  const zones = await timeZonesOf(db, [r.businessId]);
  const timeZone = weekZone(zones.get(r.businessId), r);
  const local = localParts(now, timeZone);
  const today = isoDayOf(local);
  // The Monday that ended the last whole week: today, if it is one.
  const monday = addDays(today, -((local.weekday + 6) % 7));
  const dedupeKey = `weekly-now:${r.userId}:${r.businessId}:${today}`;
  const queued = await queueSummary(db, ctx, r, { monday, timeZone, now, dedupeKey });
  return { queued, to: r.email };
}

/** The business's week, the days its rollups count; one still on UTC keeps the reader's own zone. */
const weekZone = (zone: string | undefined, r: Recipient) => {
  const businessZone = zone ?? 'UTC';
  return businessZone === 'UTC' ? r.timeZone : businessZone;
};

async function queueSummary(
  db: DbOrTx,
  ctx: MailContext,
  r: Recipient,
  week: { monday: string; timeZone: string; now: Date; dedupeKey: string },
) {
  const name = await businessNameOf(db, r.businessId);
  if (name === null) return false;
  const data = await weeklySummaryData(db, r.businessId, week.monday, week.timeZone);
  const { t } = mailTranslator(r.locale);
  const figures: WeekFigure[] = [
    { label: t('email.weekly.scans'), value: data.thisWeek.scans, previous: data.weekBefore.scans },
    { label: t('email.weekly.ratings'), value: data.thisWeek.ratings, previous: data.weekBefore.ratings },
    {
      label: t('email.weekly.conversions'),
      value: data.thisWeek.conversions,
      previous: data.weekBefore.conversions,
    },
  ];
  const link = links(ctx);
  const props = {
    businessName: name,
    weekLabel: weekLabel(data.weekStart, data.weekEnd, r.locale),
    locale: r.locale,
    figures,
    newFeedback: data.newFeedback,
    // The team's best week goes here once per-member figures are in the summary.
    teamHighlight: null,
    dashboardUrl: link.dashboard,
    inboxUrl: link.inbox,
    settingsUrl: link.settings,
    unsubscribeUrl: unsubscribeUrl(ctx, r.userId, 'weekly_summary', r.locale),
  };
  return queueMail(db, {
    kind: 'weekly_summary',
    businessId: r.businessId,
    userId: r.userId,
    toAddress: r.email,
    subject: weeklySummarySubject(props),
    element: createElement(WeeklySummaryEmail, props),
    now: week.now,
    dedupeKey: week.dedupeKey,
  });
}
