// Per-member attribution: each person's own QR link and the owner's team board switch.
// The staff reference lives on the membership (teams), the switch on the business (businesses).

import type { DbOrTx } from '#server/db/client.ts';
import { setTeamBoardVisible as storeTeamBoardVisible } from '#server/domains/businesses/service.ts';
import { staffRefOf } from '#server/domains/teams/service.ts';
import { notFound } from '#server/lib/domain-errors.ts';
import { staffRatingLink } from '#shared/schemas/staff.ts';

/** The signed-in owner's or member's own rating link, carrying their staff reference. */
export async function getStaffLink(db: DbOrTx, publicUrl: string, businessId: string, userId: string) {
  const staffRef = await staffRefOf(db, businessId, userId);
  // The access check has just seen the membership; it can only be gone if it was removed meanwhile.
  if (!staffRef) throw notFound('You are no longer on this team.', 'NOT_A_MEMBER');
  return { staffRef, url: staffRatingLink(publicUrl, businessId, staffRef) };
}

export const setTeamBoardVisible = (db: DbOrTx, businessId: string, visible: boolean) =>
  storeTeamBoardVisible(db, businessId, visible);
