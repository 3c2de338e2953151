import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackItem, feedbackListSchema } from '#shared/schemas/feedback.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const getFeedback = (businessId: string): Promise<FeedbackItem[]> =>
  api<Answer<typeof feedbackListSchema>>(`/api/businesses/${encodeURIComponent(businessId)}/feedback`);

export const feedbackQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'feedback'],
    queryFn: () => getFeedback(businessId),
    staleTime: 60_000,
  });

export const useFeedback = (businessId: string) => useQuery(feedbackQueryOptions(businessId));
