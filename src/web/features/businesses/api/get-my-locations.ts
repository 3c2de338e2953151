import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Business, LocationsOverview } from '#shared/schemas/businesses.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { keptOnDevice } from '#web/lib/offline-cache.ts';

/** Every location the user owns, oldest first. Kept on the phone for the QR screens. */
const myLocationsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ['businesses', 'mine'],
    queryFn: (): Promise<Business[]> => answer(client.GET('/api/businesses/mine')),
    ...keptOnDevice,
    staleTime: 5 * 60_000,
    enabled,
  });

export const useMyLocations = (enabled = true) => useQuery(myLocationsQueryOptions(enabled));

/** 'All locations': this week and last week per location. */
export const useLocationsOverview = () =>
  useQuery({
    queryKey: ['businesses', 'mine', 'overview'],
    queryFn: (): Promise<LocationsOverview> => answer(client.GET('/api/businesses/mine/overview')),
  });

/** After an owner changes a setting of a location: both lists that carry it are read again. */
export const refreshOwnedBusinesses = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: ['businesses', 'my-business'] }),
    qc.invalidateQueries({ queryKey: ['businesses', 'mine'] }),
  ]);
