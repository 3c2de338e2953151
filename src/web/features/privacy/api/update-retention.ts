import { useMutation } from '@tanstack/react-query';
import type { FeedbackRetention } from '#shared/lib/retention.ts';
import type { retentionBodySchema } from '#shared/schemas/feedback.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const updateRetention = (businessId: string, feedbackRetention: FeedbackRetention) =>
  api<Answer<typeof retentionBodySchema>>(`/api/businesses/${encodeURIComponent(businessId)}/retention`, {
    method: 'PATCH',
    body: { feedbackRetention },
  });

export function useUpdateRetention(businessId: string, onSaved?: () => Promise<unknown> | undefined) {
  return useMutation({
    mutationFn: (value: FeedbackRetention) => updateRetention(businessId, value),
    onSuccess: () => onSaved?.(),
  });
}
