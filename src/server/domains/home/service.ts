// What the home's first paint needs: the business the app will show and the person's own QR link.
// The same choice as the app's (src/web/app/use-account.ts): the asked location when it is theirs,
// else the first one they own, else the first team they joined.

import type { DbOrTx } from '#server/db/client.ts';
import { findBusiness, listOwnedBusinesses } from '#server/domains/businesses/service.ts';
import { membershipsOfUser, staffRefOf } from '#server/domains/teams/service.ts';
import { staffRatingLink } from '#shared/schemas/staff.ts';

export type FirstPaint = {
  businessId: string;
  name: string;
  address: string;
  /** Shown to the owner only, as the app does. */
  verified: boolean;
  link: string;
};

export async function homeFirstPaint(
  db: DbOrTx,
  publicUrl: string,
  userId: string,
  asked: string | undefined,
): Promise<FirstPaint | null> {
  const owned = await listOwnedBusinesses(db, userId);
  const joined = await membershipsOfUser(db, userId);
  const theirs = (id: string | undefined) =>
    id !== undefined && (owned.some((b) => b.id === id) || joined.some((m) => m.businessId === id));
  const id = theirs(asked) ? asked : (owned[0]?.id ?? joined[0]?.businessId);
  if (!id) return null;
  const pick = owned.find((b) => b.id === id) ?? (await findBusiness(db, id));
  if (!pick) return null;
  const staffRef = await staffRefOf(db, pick.id, userId);
  // Every member has a reference; without one (removed a moment ago) the app shows no home either.
  if (!staffRef) return null;
  return {
    businessId: pick.id,
    name: pick.name,
    address: pick.address,
    verified: pick.ownerId === userId && pick.placeVerifiedAt !== null,
    link: staffRatingLink(publicUrl, pick.id, staffRef),
  };
}
