import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { googleReviews } from '#server/db/tables/google.ts';
import { businessNameOf } from '#server/domains/businesses/service.ts';
import { type MailContext, queueReviewDigests } from '#server/domains/notifications/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const GOOD = 4;

/**
 * New 4–5 star Google reviews reach the team in a daily e-mail (the 1–3 star ones go at
 * once, from the sync). Only businesses with a good review in the last two days are looked at; each
 * recipient gets their own yesterday, in their own time zone.
 */
export async function composeReviewDigests(db: DbOrTx, mail: MailContext, now: Date) {
  const recent = await db
    .selectDistinct({ businessId: googleReviews.businessId })
    .from(googleReviews)
    .where(
      and(
        gte(googleReviews.stars, GOOD),
        gte(googleReviews.createTime, new Date(now.getTime() - 2 * DAY_MS)),
      ),
    );
  let queued = 0;
  for (const { businessId } of recent) {
    const businessName = await businessNameOf(db, businessId);
    if (businessName === null) continue;
    queued += await queueReviewDigests(db, mail, {
      businessId,
      businessName,
      now,
      reviewsBetween: async (from, to) => {
        const rows = await db
          .select()
          .from(googleReviews)
          .where(
            and(
              eq(googleReviews.businessId, businessId),
              gte(googleReviews.stars, GOOD),
              gte(googleReviews.createTime, from),
              lt(googleReviews.createTime, to),
            ),
          )
          .orderBy(asc(googleReviews.createTime));
        return rows.map((r) => ({
          stars: r.stars,
          reviewer: r.reviewerAnonymous ? 'Anonymous' : r.reviewerName,
          comment: r.comment,
        }));
      },
    });
  }
  return queued;
}
