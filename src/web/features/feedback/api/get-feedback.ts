import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackItem } from '#shared/schemas/feedback.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const getFeedback = (businessId: string): Promise<FeedbackItem[]> =>
  answer(client.GET('/api/businesses/{id}/feedback', forBusiness(businessId)));

export const feedbackQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'feedback'],
    queryFn: () => getFeedback(businessId),
    staleTime: 60_000,
  });

export const useFeedback = (businessId: string) => useQuery(feedbackQueryOptions(businessId));
