import type { DraftEvent, DraftRequest } from '#shared/schemas/drafts.ts';
import { apiLines } from '#web/lib/api-client.ts';

/** Asks for a draft; each event (start, the next words, end or error) reaches `onEvent` as it comes. */
export const draftReply = (
  businessId: string,
  request: Omit<DraftRequest, 'anonymous'> & { anonymous?: string },
  onEvent: (event: DraftEvent) => void,
  signal?: AbortSignal,
) =>
  apiLines<DraftEvent>(`/api/businesses/${encodeURIComponent(businessId)}/drafts`, request, onEvent, signal);
