import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';

const resolveFeedback = (businessId: string, feedbackId: string, resolved: boolean) =>
  answer(
    client.PATCH('/api/businesses/{id}/feedback/{feedbackId}', {
      params: { path: { id: businessId, feedbackId } },
      body: { resolved },
    }),
  );

export function useResolveFeedback(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; resolved: boolean }) => resolveFeedback(businessId, v.id, v.resolved),
    // The card, every inbox page and the home's count of what waits: all under the business's key.
    // Not awaited: the inbox may drop the item at once, and the card's toast must still show.
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['businesses', businessId] }),
  });
}
