import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReply } from '#shared/schemas/google.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { googleStatusQueryOptions } from './get-google-status';

const PATH = '/api/businesses/{id}/google/reviews/{reviewId}/reply';
const at = (id: string, reviewId: string) => ({ params: { path: { id, reviewId } } });

/** Writes, changes or (comment null) deletes the reply; the list and the unreplied count follow. */
export function useReplyToReview(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, comment }: { reviewId: string; comment: string | null }) =>
      comment === null
        ? answer(client.DELETE(PATH, at(businessId, reviewId)))
        : answer<ReviewReply>(client.PUT(PATH, { ...at(businessId, reviewId), body: { comment } })),
    // The counts and the inbox follow. Not awaited: the inbox may drop the review at once, and the
    // card's toast must still show.
    onSuccess: () =>
      void Promise.all([
        qc.invalidateQueries({ queryKey: googleStatusQueryOptions(businessId).queryKey, exact: true }),
        qc.invalidateQueries({ queryKey: ['businesses', businessId, 'inbox'] }),
        qc.invalidateQueries({ queryKey: ['businesses', businessId, 'today'] }),
      ]),
  });
}
