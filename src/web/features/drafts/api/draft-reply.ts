import type { DraftEvent, DraftRequest } from '#shared/schemas/drafts.ts';
import { answerLines, client, forBusiness } from '#web/lib/api-client.ts';

/** Asks for a draft; each event (start, the next words, end or error) reaches `onEvent` as it comes. */
export const draftReply = (
  businessId: string,
  request: Omit<DraftRequest, 'anonymous'> & { anonymous?: string },
  onEvent: (event: DraftEvent) => void,
  signal?: AbortSignal,
) =>
  answerLines<DraftEvent>(
    client.POST('/api/businesses/{id}/drafts', {
      ...forBusiness(businessId),
      body: request,
      parseAs: 'stream',
      signal,
    }),
    onEvent,
  );
