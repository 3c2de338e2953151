import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReply } from '#shared/schemas/google.ts';
import { api } from '#web/lib/api-client.ts';
import { googleStatusQueryOptions } from './get-google-status';

const path = (businessId: string, reviewId: string) =>
  `/api/businesses/${encodeURIComponent(businessId)}/google/reviews/${encodeURIComponent(reviewId)}/reply`;

/** Writes, changes or (comment null) deletes the reply; the list and the unreplied count follow. */
export function useReplyToReview(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, comment }: { reviewId: string; comment: string | null }) =>
      comment === null
        ? api(path(businessId, reviewId), { method: 'DELETE' })
        : api<ReviewReply>(path(businessId, reviewId), { method: 'PUT', body: { comment } }),
    // Only the unreplied count: the list stays as it is, so a card just answered does not jump away.
    onSuccess: () =>
      qc.invalidateQueries({ queryKey: googleStatusQueryOptions(businessId).queryKey, exact: true }),
  });
}
