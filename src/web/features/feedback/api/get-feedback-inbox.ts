import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxPage } from '#shared/schemas/feedback.ts';
import { answer, client } from '#web/lib/api-client.ts';

export type InboxParams = { page: number; rating?: number; unresolved?: boolean };

/** Only the filters that are set: the first page and 'every rating' say nothing. */
const inboxQuery = ({ page, rating, unresolved }: Partial<InboxParams>) => ({
  ...(page && page > 1 ? { page } : {}),
  ...(rating ? { rating } : {}),
  ...(unresolved ? { unresolved: 'true' as const } : {}),
});

const getFeedbackInbox = (businessId: string, params: InboxParams): Promise<InboxPage> =>
  answer(
    client.GET('/api/businesses/{id}/feedback/inbox', {
      params: { path: { id: businessId }, query: inboxQuery(params) },
    }),
  );

/** The CSV of the inbox with the same filters, downloaded by the browser as a plain link. */
export const feedbackCsvHref = (businessId: string, params: Omit<InboxParams, 'page'>) => {
  const search = new URLSearchParams(
    Object.entries(inboxQuery(params)).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `/api/businesses/${encodeURIComponent(businessId)}/feedback/inbox.csv${search ? `?${search}` : ''}`;
};

const feedbackInboxQueryOptions = (businessId: string, params: InboxParams) =>
  queryOptions({
    queryKey: ['businesses', businessId, 'feedback', 'inbox', params],
    queryFn: () => getFeedbackInbox(businessId, params),
    staleTime: 30_000,
    // The old page stays on screen while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export const useFeedbackInbox = (businessId: string, params: InboxParams) =>
  useQuery(feedbackInboxQueryOptions(businessId, params));
