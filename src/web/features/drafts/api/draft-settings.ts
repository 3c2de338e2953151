import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftSettings, ReplyVoice } from '#shared/schemas/drafts.ts';
import { api } from '#web/lib/api-client.ts';

const path = (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/drafts/settings`;

const draftSettingsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'drafts', 'settings'],
    queryFn: () => api<DraftSettings>(path(businessId)),
    // Where drafts come from changes only with the server's settings.
    staleTime: 5 * 60_000,
  });

export const useDraftSettings = (businessId: string) => useQuery(draftSettingsQueryOptions(businessId));

export function useSaveReplyVoice(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (voice: ReplyVoice) => api<DraftSettings>(path(businessId), { method: 'PUT', body: voice }),
    onSuccess: (saved) => qc.setQueryData(draftSettingsQueryOptions(businessId).queryKey, saved),
  });
}
