// The google domain: a business's Google Business Profile connection, its reviews with the
// owner's replies, and the profile's daily totals. It owns the google_* tables; each concern is its own
// file, and this is what the other domains and the routes use of them.

import type { DbOrTx } from '#server/db/client.ts';
import { toBusiness } from '#server/domains/businesses/service.ts';
import type { MailContext } from '#server/domains/notifications/service.ts';
import { claimPlace } from './claim';

export { forgetAudit } from './audit';
export {
  claimablePlaces,
  claimPlace,
  managesPlace,
  placeIsVerified,
  VERIFIED_ELSEWHERE_MESSAGE,
} from './claim';
export { disconnect, googleStatus, isConnected, retryRevocations, unrepliedReviewsSql } from './connection';
export type { GoogleDeps } from './profile-access';
export { deleteReply, replyTemplates, reviewToAnswer, saveReply, saveReplyTemplates } from './replies';
export { composeReviewDigests } from './review-digest';
export {
  FOLLOW_WINDOW_MS,
  listReviews,
  reviewLinesSql,
  reviewRowsForExport,
  reviewsByIds,
  reviewTimesSince,
} from './reviews';
export { requestSync, syncDue, syncLocation } from './sync';

/** The claim as the owner's app shows the new business. */
export const claimPlaceAsOwner = async (db: DbOrTx, mail: MailContext, userId: string, placeId: string) =>
  toBusiness(await claimPlace(db, mail, userId, placeId));
