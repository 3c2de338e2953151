import { useMutation } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const updateReviewFilter = (businessId: string, reviewFilterEnabled: boolean) =>
  answer(
    client.PATCH('/api/businesses/{id}/review-filter', {
      ...forBusiness(businessId),
      body: { reviewFilterEnabled },
    }),
  );

/** `onSaved` lets the app refresh the business it holds (the business query lives elsewhere). */
export function useUpdateReviewFilter(businessId: string, onSaved?: () => Promise<unknown> | undefined) {
  return useMutation({
    mutationFn: (enabled: boolean) => updateReviewFilter(businessId, enabled),
    onSuccess: () => onSaved?.(),
  });
}
