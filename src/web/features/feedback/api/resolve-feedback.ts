import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resolvedItemSchema } from '../../../../shared/privacy';
import { api } from '../../../lib/api-client';
import { feedbackQueryOptions } from './get-feedback';

const resolveFeedback = (businessId: string, feedbackId: string, resolved: boolean) =>
  api(`/api/businesses/${encodeURIComponent(businessId)}/feedback/${encodeURIComponent(feedbackId)}`, {
    method: 'PATCH',
    body: { resolved },
    schema: resolvedItemSchema,
  });

export function useResolveFeedback(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; resolved: boolean }) => resolveFeedback(businessId, v.id, v.resolved),
    // The card and every inbox page share the feedback key.
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackQueryOptions(businessId).queryKey }),
  });
}
