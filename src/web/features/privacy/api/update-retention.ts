import { useMutation } from '@tanstack/react-query';
import { type FeedbackRetention, retentionBodySchema } from '../../../../shared/privacy';
import { api } from '../../../lib/api-client';

const updateRetention = (businessId: string, feedbackRetention: FeedbackRetention) =>
  api(`/api/businesses/${encodeURIComponent(businessId)}/retention`, {
    method: 'PATCH',
    body: { feedbackRetention },
    schema: retentionBodySchema,
  });

export function useUpdateRetention(businessId: string, onSaved?: () => Promise<unknown> | undefined) {
  return useMutation({
    mutationFn: (value: FeedbackRetention) => updateRetention(businessId, value),
    onSuccess: () => onSaved?.(),
  });
}
