import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftSettings, ReplyVoice } from '#shared/schemas/drafts.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const draftSettingsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'drafts', 'settings'],
    queryFn: (): Promise<DraftSettings> =>
      answer(client.GET('/api/businesses/{id}/drafts/settings', forBusiness(businessId))),
    // Where drafts come from changes only with the server's settings.
    staleTime: 5 * 60_000,
  });

export const useDraftSettings = (businessId: string) => useQuery(draftSettingsQueryOptions(businessId));

export function useSaveReplyVoice(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (voice: ReplyVoice): Promise<DraftSettings> =>
      answer(client.PUT('/api/businesses/{id}/drafts/settings', { ...forBusiness(businessId), body: voice })),
    onSuccess: (saved) => qc.setQueryData(draftSettingsQueryOptions(businessId).queryKey, saved),
  });
}
