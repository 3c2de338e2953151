/** Every invitation query of a location starts with this key, so one change refreshes them all. */
export const invitationsKey = (businessId: string) => ['businesses', businessId, 'invitations'] as const;
export const invitationsPath = (businessId: string) =>
  `/api/businesses/${encodeURIComponent(businessId)}/invitations`;
