import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReplyTemplates } from '#shared/schemas/google.ts';
import { api } from '#web/lib/api-client.ts';

const path = (businessId: string) =>
  `/api/businesses/${encodeURIComponent(businessId)}/google/reply-templates`;

const replyTemplatesQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'google', 'reply-templates'],
    queryFn: () => api<ReplyTemplates>(path(businessId)),
  });

export const useReplyTemplates = (businessId: string, enabled: boolean) =>
  useQuery({ ...replyTemplatesQueryOptions(businessId), enabled });

export function useSaveReplyTemplates(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (templates: ReplyTemplates) =>
      api<ReplyTemplates>(path(businessId), { method: 'PUT', body: templates }),
    onSuccess: (saved) => qc.setQueryData(replyTemplatesQueryOptions(businessId).queryKey, saved),
  });
}
