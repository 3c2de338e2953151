import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackListSchema } from '../../../../shared/analytics';
import type { FeedbackItem } from '../../../../shared/ratings';
import { api } from '../../../lib/api-client';

const getFeedback = (businessId: string): Promise<FeedbackItem[]> =>
  api(`/api/businesses/${encodeURIComponent(businessId)}/feedback`, { schema: feedbackListSchema });

export const feedbackQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'feedback'],
    queryFn: () => getFeedback(businessId),
    staleTime: 60_000,
  });

export const useFeedback = (businessId: string) => useQuery(feedbackQueryOptions(businessId));
