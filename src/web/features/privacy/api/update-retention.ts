import { useMutation } from '@tanstack/react-query';
import type { retentionBodySchema } from '../../../../shared/privacy';
import type { FeedbackRetention } from '../../../../shared/retention';
import { type Answer, api } from '../../../lib/api-client';

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
