import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { resolvedItemSchema } from '#shared/schemas/feedback.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { feedbackQueryOptions } from './get-feedback';

const resolveFeedback = (businessId: string, feedbackId: string, resolved: boolean) =>
  api<Answer<typeof resolvedItemSchema>>(
    `/api/businesses/${encodeURIComponent(businessId)}/feedback/${encodeURIComponent(feedbackId)}`,
    {
      method: 'PATCH',
      body: { resolved },
    },
  );

export function useResolveFeedback(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; resolved: boolean }) => resolveFeedback(businessId, v.id, v.resolved),
    // The card and every inbox page share the feedback key.
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackQueryOptions(businessId).queryKey }),
  });
}
