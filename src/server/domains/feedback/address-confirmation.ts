// A customer's address is proved before any answer goes there: anyone can type a stranger's address
// into a public form, and our sender must not carry a tenant's words to that stranger. Proved means the
// feedback came from a visit through an invitation sent to that address, an earlier feedback to this
// location proved it, or the customer followed the one confirmation e-mail. That e-mail holds fixed
// sentences, the location's name and the link: at most one per address in 7 days across the service,
// and a capped number per location (docs/product-rules.md §23).
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { addressConfirmations, feedback } from '#server/db/tables/feedback.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { languageOf } from '#server/domains/drafts/service.ts';
import {
  emailKeyOf,
  feedbackOfConfirmLink,
  type InvitationKeys,
  isSuppressed,
  visitProvesAddress,
} from '#server/domains/invitations/service.ts';
import { queueAddressConfirmationMail } from '#server/domains/notifications/service.ts';
import { isLocale, type Locale } from '#shared/lib/i18n/locales.ts';

/** `perDay`: confirmation e-mails one location may cause in any 24 hours. */
export type ConfirmationDeps = { keys: InvitationKeys; publicUrl: string; perDay: number };

const DAY_MS = 24 * 60 * 60_000;
/** One confirmation e-mail per address in this many days, whichever location asks. */
const ONE_PER_ADDRESS_DAYS = 7;
/** Advisory lock classes: an address's confirmations (service-wide), a location's (its cap). */
const ADDRESS_LOCK_CLASS = 44;
const LOCATION_LOCK_CLASS = 45;

/** The customer's language: the one they wrote in when it is one of ours, else the location's. */
export function customerLocale(text: string, customerLanguage: string): Locale {
  const written = languageOf(text)?.code;
  if (written && isLocale(written)) return written;
  return isLocale(customerLanguage) ? customerLanguage : 'en';
}

export type AddressProof = 'proved' | 'asked' | 'not_asked';

/**
 * After a feedback with an address is stored, in its transaction: marks it proved, or asks the
 * customer to confirm by one e-mail when the rules allow, or does nothing (the owner can still write
 * from their own mail app).
 */
export async function proveOrAskAddress(
  tx: DbOrTx,
  deps: ConfirmationDeps,
  item: { id: string; businessId: string; email: string; text: string; scanId: string | null; now: Date },
): Promise<AddressProof> {
  const proved =
    (item.scanId && (await visitProvesAddress(tx, deps.keys, item.businessId, item.scanId, item.email))) ||
    (await provedBefore(tx, item.businessId, item.email));
  if (proved) {
    await tx.update(feedback).set({ emailConfirmedAt: item.now }).where(eq(feedback.id, item.id));
    return 'proved';
  }
  if (await isSuppressed(tx, deps.keys, item.businessId, item.email)) return 'not_asked';
  const emailKey = emailKeyOf(deps.keys, item.email);
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${emailKey}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCATION_LOCK_CLASS}, hashtext(${item.businessId}))`);
  const [recent] = await tx
    .select({ id: addressConfirmations.id })
    .from(addressConfirmations)
    .where(
      and(
        eq(addressConfirmations.emailKey, emailKey),
        gt(addressConfirmations.sentAt, new Date(item.now.getTime() - ONE_PER_ADDRESS_DAYS * DAY_MS)),
      ),
    )
    .limit(1);
  if (recent) return 'not_asked';
  const [today] = await tx
    .select({ n: count() })
    .from(addressConfirmations)
    .where(
      and(
        eq(addressConfirmations.businessId, item.businessId),
        gt(addressConfirmations.sentAt, new Date(item.now.getTime() - DAY_MS)),
      ),
    );
  if ((today?.n ?? 0) >= deps.perDay) return 'not_asked';
  const business = await findBusiness(tx, item.businessId);
  if (!business) return 'not_asked';
  await tx.insert(addressConfirmations).values({ businessId: item.businessId, emailKey, sentAt: item.now });
  await queueAddressConfirmationMail(tx, {
    businessId: item.businessId,
    userId: business.ownerId,
    feedbackId: item.id,
    toAddress: item.email,
    businessName: business.name,
    publicUrl: deps.publicUrl,
    locale: customerLocale(item.text, business.customerLanguage),
    now: item.now,
  });
  return 'asked';
}

/** Whether this address already proved itself to this location, with an earlier feedback. */
async function provedBefore(tx: DbOrTx, businessId: string, email: string) {
  const [row] = await tx
    .select({ id: feedback.id })
    .from(feedback)
    .where(
      and(
        eq(feedback.businessId, businessId),
        isNotNull(feedback.emailConfirmedAt),
        sql`lower(${feedback.customerEmail}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The feedback a confirmation link names, with its location's name for the page; null if none. */
export async function confirmationOf(db: DbOrTx, keys: InvitationKeys, token: unknown) {
  const id = feedbackOfConfirmLink(keys, token);
  if (!id) return null;
  const [row] = await db
    .select({ businessId: feedback.businessId, email: feedback.customerEmail })
    .from(feedback)
    .where(eq(feedback.id, id));
  if (!row?.email) return null;
  const business = await findBusiness(db, row.businessId);
  return business
    ? { feedbackId: id, businessId: row.businessId, email: row.email, business: business.name }
    : null;
}

/** The customer confirmed: every feedback of theirs to this location may be answered now. */
export async function confirmAddress(db: DbOrTx, keys: InvitationKeys, token: unknown, now = new Date()) {
  const found = await confirmationOf(db, keys, token);
  if (!found) return null;
  await db
    .update(feedback)
    .set({ emailConfirmedAt: now })
    .where(
      and(
        eq(feedback.businessId, found.businessId),
        isNull(feedback.emailConfirmedAt),
        sql`lower(${feedback.customerEmail}) = ${found.email.trim().toLowerCase()}`,
      ),
    );
  return found;
}
