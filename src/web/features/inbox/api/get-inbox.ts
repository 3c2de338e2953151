import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InboxKind, InboxList } from '#shared/schemas/inbox.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { liveFigures } from '#web/lib/live-figures.ts';

/** What the owner looks at: what needs an answer, or everything; both kinds or one. */
export type InboxView = { show: 'waiting' | 'all'; kind?: InboxKind };

const getInbox = (businessId: string, view: InboxView, cursor: string | null): Promise<InboxList> =>
  answer(
    client.GET('/api/businesses/{id}/inbox', {
      params: {
        path: { id: businessId },
        query: { show: view.show, ...(view.kind ? { kind: view.kind } : {}), ...(cursor ? { cursor } : {}) },
      },
    }),
  );

/**
 * The inbox, a page at a time, kept current like the home's figures: a new rating's feedback shows
 * within 30 s. Under the business's key, so an answer or a reply anywhere refreshes it.
 */
export const useInbox = (businessId: string, view: InboxView) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['businesses', businessId, 'inbox', view],
      queryFn: ({ pageParam }) => getInbox(businessId, view, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
    ...liveFigures,
  });
