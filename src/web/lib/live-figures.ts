/**
 * The figures an owner glances at between customers (today, what waits, the badges, the statistics):
 * read again when the app comes back to the front, when their screen opens, and every 30 s while it is
 * on screen, so a new rating shows without a reload. Hidden, the app asks nothing; offline, the query
 * waits for the network and the screen says it is offline.
 */
export const liveFigures = {
  staleTime: 10_000,
  refetchOnWindowFocus: true,
  refetchInterval: 30_000,
  refetchIntervalInBackground: false,
} as const;
