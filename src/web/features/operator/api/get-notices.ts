import { useQuery } from '@tanstack/react-query';
import type { Notice } from '#shared/schemas/operator.ts';
import { api } from '#web/lib/api-client.ts';

/** What the operator did to this business, for its team: newest first. */
export const useNotices = (businessId: string) =>
  useQuery({
    queryKey: ['businesses', businessId, 'notices'],
    queryFn: () =>
      api<{ notices: Notice[] }>(`/api/businesses/${encodeURIComponent(businessId)}/notices`).then(
        (r) => r.notices,
      ),
    staleTime: 60_000,
  });
