import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReplyTemplates } from '#shared/schemas/google.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const replyTemplatesQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'google', 'reply-templates'],
    queryFn: (): Promise<ReplyTemplates> =>
      answer(client.GET('/api/businesses/{id}/google/reply-templates', forBusiness(businessId))),
  });

export const useReplyTemplates = (businessId: string, enabled: boolean) =>
  useQuery({ ...replyTemplatesQueryOptions(businessId), enabled });

export function useSaveReplyTemplates(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (templates: ReplyTemplates): Promise<ReplyTemplates> =>
      answer(
        client.PUT('/api/businesses/{id}/google/reply-templates', {
          ...forBusiness(businessId),
          body: templates,
        }),
      ),
    onSuccess: (saved) => qc.setQueryData(replyTemplatesQueryOptions(businessId).queryKey, saved),
  });
}
