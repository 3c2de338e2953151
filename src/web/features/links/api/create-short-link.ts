import { useQuery } from '@tanstack/react-query';
import type { SentChannel } from '#shared/lib/channels.ts';
import type { ShortLink } from '#shared/schemas/links.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

/** The caller's short credited link for one channel (valid 30 days; the server hands the same one out again). */
const createShortLink = (businessId: string, channel: SentChannel): Promise<ShortLink> =>
  answer(client.POST('/api/businesses/{id}/short-links', { ...forBusiness(businessId), body: { channel } }));

/**
 * One short link per channel, asked for when the dialog opens, so each button is a real link the
 * phone opens at once. A POST made as a query: it only ever returns the caller's same link again.
 * A channel whose link could not be had is missing from the answer (the dialog sends the full link).
 */
export function useShortLinks(businessId: string, channels: readonly SentChannel[]) {
  return useQuery({
    queryKey: ['businesses', businessId, 'short-links', channels],
    queryFn: async () => {
      const answers = await Promise.allSettled(channels.map((c) => createShortLink(businessId, c)));
      const links = new Map<SentChannel, ShortLink>();
      answers.forEach((a, i) => {
        if (a.status === 'fulfilled') links.set(channels[i]!, a.value);
      });
      return links;
    },
    staleTime: 24 * 60 * 60_000,
  });
}
