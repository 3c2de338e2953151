import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackAnswer } from '#shared/schemas/feedback.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

/**
 * Sends the answer (or its one follow-up) by e-mail. An answer marks the feedback handled, so the card,
 * every inbox page and the home's count of what waits all follow.
 */
export function useAnswerFeedback(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; text: string; followUp: boolean }): Promise<FeedbackAnswer> =>
      answer(
        client.POST('/api/businesses/{id}/feedback/{feedbackId}/answers', {
          params: { path: { id: businessId, feedbackId: v.id } },
          body: { text: v.text, followUp: v.followUp },
        }),
      ),
    // Not awaited: the inbox may drop the item at once, and the card's "Answer sent" must still show.
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['businesses', businessId] }),
  });
}

/** The owner's switch: whether team members may answer feedback. */
export function useSetAnswerSettings(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (membersMayAnswer: boolean) =>
      answer(
        client.PUT('/api/businesses/{id}/feedback/answer-settings', {
          ...forBusiness(businessId),
          body: { membersMayAnswer },
        }),
      ),
    // Who may answer changes the inbox, its counts and the badges.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['businesses', businessId] }),
  });
}
