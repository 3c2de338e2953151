import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceSearchResponse } from '#shared/schemas/places.ts';
import { answer, client } from '#web/lib/api-client.ts';

/** The server's own rule: a search needs at least 2 characters after trimming. */
export const MIN_QUERY_LENGTH = 2;

function searchPlaces(query: string, signal?: AbortSignal): Promise<PlaceSearchResponse> {
  return answer(client.GET('/api/places/search', { params: { query: { query } }, signal }));
}

const searchPlacesQueryOptions = (query: string) => {
  const trimmed = query.trim();
  return queryOptions({
    queryKey: ['places', 'search', trimmed],
    queryFn: ({ signal }) => searchPlaces(trimmed, signal),
    enabled: trimmed.length >= MIN_QUERY_LENGTH,
    // The specification: results cached 30 s, a failed search retried once.
    staleTime: 30_000,
    retry: 1,
  });
};

// The previous results stay on screen while the next search runs, so the list does not flicker.
export const useSearchPlaces = (query: string) =>
  useQuery({ ...searchPlacesQueryOptions(query), placeholderData: keepPreviousData });
