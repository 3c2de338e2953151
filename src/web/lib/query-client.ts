import { QueryClient } from '@tanstack/react-query';

/** The specification's defaults: no retries, no refetch on focus or on an interval. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}
