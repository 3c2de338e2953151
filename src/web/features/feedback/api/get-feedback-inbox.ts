import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxPage, inboxPageSchema } from '#shared/schemas/feedback.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

export type InboxParams = { page: number; rating?: number; unresolved?: boolean };

const inboxSearch = ({ page, rating, unresolved }: Partial<InboxParams>) => {
  const q = new URLSearchParams();
  if (page && page > 1) q.set('page', String(page));
  if (rating) q.set('rating', String(rating));
  if (unresolved) q.set('unresolved', 'true');
  const s = q.toString();
  return s ? `?${s}` : '';
};

const base = (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/feedback/inbox`;

const getFeedbackInbox = (businessId: string, params: InboxParams): Promise<InboxPage> =>
  api<Answer<typeof inboxPageSchema>>(`${base(businessId)}${inboxSearch(params)}`);

/** The CSV of the inbox with the same filters, downloaded by the browser as a plain link. */
export const feedbackCsvHref = (businessId: string, params: Omit<InboxParams, 'page'>) =>
  `${base(businessId)}.csv${inboxSearch(params)}`;

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
