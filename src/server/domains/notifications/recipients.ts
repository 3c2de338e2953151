import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notificationSettings } from '#server/db/tables/notifications.ts';
import { userSummaries } from '#server/domains/auth/service.ts';
import { allMemberships, teamOf } from '#server/domains/teams/service.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/lib/i18n/locales.ts';

export type Recipient = {
  userId: string;
  email: string;
  timeZone: string;
  businessId: string;
  /** The language saved on their account; English until they choose one. */
  locale: Locale;
};

/** A switch left unset follows the role: owners hear everything, members only what they opt in to. */
export const effective = (chosen: boolean | null | undefined, role: 'owner' | 'member') =>
  chosen ?? role === 'owner';

type Seat = { userId: string; role: 'owner' | 'member'; businessId: string };

/** The seats whose holder wants `kind`, with their address and time zone. */
async function wanting(db: DbOrTx, seats: Seat[], kind: 'feedbackAlerts' | 'weeklySummary') {
  if (seats.length === 0) return [];
  const ids = [...new Set(seats.map((s) => s.userId))];
  const [people, settings] = await Promise.all([
    userSummaries(db, ids),
    db.select().from(notificationSettings).where(inArray(notificationSettings.userId, ids)),
  ]);
  const chosen = new Map(settings.map((r) => [r.userId, r]));
  return seats.flatMap((seat): Recipient[] => {
    const person = people.get(seat.userId);
    const mine = chosen.get(seat.userId);
    if (!person || !effective(mine?.[kind], seat.role)) return [];
    return [recipientOf(seat, person, mine)];
  });
}

/** One seat's holder as a recipient: their address, language and the time zone they chose. */
const recipientOf = (
  seat: { userId: string; businessId: string },
  person: { email: string; locale: Locale | null },
  mine: { timeZone: string | null } | undefined,
): Recipient => ({
  userId: seat.userId,
  email: person.email,
  businessId: seat.businessId,
  timeZone: mine?.timeZone ?? 'UTC',
  locale: person.locale ?? DEFAULT_LOCALE,
});

/** Everyone on the business's team who wants feedback alerts. */
export async function alertRecipients(db: DbOrTx, businessId: string): Promise<Recipient[]> {
  const team = await teamOf(db, businessId);
  return wanting(
    db,
    team.map((m) => ({ ...m, businessId })),
    'feedbackAlerts',
  );
}

/** Everyone, on every team, who wants the weekly summary. */
export async function weeklySummaryRecipients(db: DbOrTx): Promise<Recipient[]> {
  return wanting(db, await allMemberships(db), 'weeklySummary');
}

/** One person on one team, as a recipient whatever their settings: for mail they asked for now. */
export async function recipientFor(
  db: DbOrTx,
  userId: string,
  businessId: string,
): Promise<Recipient | null> {
  const [person, [mine]] = await Promise.all([
    userSummaries(db, [userId]).then((found) => found.get(userId)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
  ]);
  return person ? recipientOf({ userId, businessId }, person, mine) : null;
}
