import { queryOptions, useQuery } from '@tanstack/react-query';
import type { feedbackListSchema } from '../../../../shared/analytics';
import type { FeedbackItem } from '../../../../shared/ratings';
import { type Answer, api } from '../../../lib/api-client';

const getFeedback = (businessId: string): Promise<FeedbackItem[]> =>
  api<Answer<typeof feedbackListSchema>>(`/api/businesses/${encodeURIComponent(businessId)}/feedback`);

export const feedbackQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'feedback'],
    queryFn: () => getFeedback(businessId),
    staleTime: 60_000,
  });

export const useFeedback = (businessId: string) => useQuery(feedbackQueryOptions(businessId));
