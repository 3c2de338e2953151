import { useMutation } from '@tanstack/react-query';
import type { reviewFilterSchema } from '#shared/schemas/businesses.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const updateReviewFilter = (businessId: string, reviewFilterEnabled: boolean) =>
  api<Answer<typeof reviewFilterSchema>>(`/api/businesses/${encodeURIComponent(businessId)}/review-filter`, {
    method: 'PATCH',
    body: { reviewFilterEnabled },
  });

/** `onSaved` lets the app refresh the business it holds (the business query lives elsewhere). */
export function useUpdateReviewFilter(businessId: string, onSaved?: () => Promise<unknown> | undefined) {
  return useMutation({
    mutationFn: (enabled: boolean) => updateReviewFilter(businessId, enabled),
    onSuccess: () => onSaved?.(),
  });
}
