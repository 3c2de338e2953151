import { useQuery } from '@tanstack/react-query';
import type { Notice } from '#shared/schemas/operator.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

/** What the operator did to this business, for its team: newest first. */
export const useNotices = (businessId: string) =>
  useQuery({
    queryKey: ['businesses', businessId, 'notices'],
    queryFn: (): Promise<Notice[]> =>
      answer(client.GET('/api/businesses/{id}/notices', forBusiness(businessId))).then((r) => r.notices),
    staleTime: 60_000,
  });
