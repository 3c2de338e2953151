import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackAnswer } from '#shared/schemas/feedback.ts';
import { api } from '#web/lib/api-client.ts';
import { feedbackQueryOptions } from './get-feedback';

/** Sends the answer (or its one follow-up) by e-mail; the card and every inbox page follow. */
export function useAnswerFeedback(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; text: string; followUp: boolean }) =>
      api<FeedbackAnswer>(
        `/api/businesses/${encodeURIComponent(businessId)}/feedback/${encodeURIComponent(v.id)}/answers`,
        { method: 'POST', body: { text: v.text, followUp: v.followUp } },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackQueryOptions(businessId).queryKey }),
  });
}

/** The owner's switch: whether team members may answer feedback. */
export function useSetAnswerSettings(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (membersMayAnswer: boolean) =>
      api<{ membersMayAnswer: boolean }>(
        `/api/businesses/${encodeURIComponent(businessId)}/feedback/answer-settings`,
        { method: 'PUT', body: { membersMayAnswer } },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackQueryOptions(businessId).queryKey }),
  });
}
