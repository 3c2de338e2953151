import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

/** The signed-in person's own rating link, `{origin}/rate/{id}?s={staffRef}`. */
const getStaffLink = (businessId: string) =>
  answer(client.GET('/api/businesses/{id}/staff-link', forBusiness(businessId)));

const staffLinkQueryOptions = (businessId: string | undefined) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'staff-link'],
    queryFn: () => getStaffLink(businessId ?? ''),
    enabled: Boolean(businessId),
    // A reference changes only when the membership does.
    staleTime: 5 * 60_000,
    // Kept on the phone, so the offline QR still credits whoever shows it.
    ...keptOnDevice,
  });

export const useStaffLink = (businessId: string | undefined) => useQuery(staffLinkQueryOptions(businessId));
