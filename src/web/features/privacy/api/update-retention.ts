import { useMutation } from '@tanstack/react-query';
import type { FeedbackRetention } from '#shared/lib/retention.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const updateRetention = (businessId: string, feedbackRetention: FeedbackRetention) =>
  answer(
    client.PATCH('/api/businesses/{id}/retention', {
      ...forBusiness(businessId),
      body: { feedbackRetention },
    }),
  );

export function useUpdateRetention(businessId: string, onSaved?: () => Promise<unknown> | undefined) {
  return useMutation({
    mutationFn: (value: FeedbackRetention) => updateRetention(businessId, value),
    onSuccess: () => onSaved?.(),
  });
}
