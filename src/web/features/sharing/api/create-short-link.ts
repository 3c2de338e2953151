import { useQueries } from '@tanstack/react-query';
import type { SentChannel } from '#shared/constants/channels.ts';
import type { shortLinkSchema } from '#shared/schemas/links.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

/** The caller's short credited link for one channel (valid 30 days; the server hands the same one out again). */
const createShortLink = (businessId: string, channel: SentChannel) =>
  api<Answer<typeof shortLinkSchema>>(`/api/businesses/${encodeURIComponent(businessId)}/short-links`, {
    method: 'POST',
    body: { channel },
  });

/**
 * One short link per channel, asked for when the dialog opens, so each button is a real link the
 * phone opens at once. A POST made as a query: it only ever returns the caller's same link again.
 */
export function useShortLinks(businessId: string, channels: readonly SentChannel[]) {
  return useQueries({
    queries: channels.map((channel) => ({
      queryKey: ['businesses', businessId, 'short-link', channel],
      queryFn: () => createShortLink(businessId, channel),
      staleTime: 24 * 60 * 60_000,
      retry: 1,
    })),
  });
}
