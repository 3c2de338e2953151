import { loadMessages } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';

await loadMessages('feedback');

/** The inbox's names for private feedback's ratings (1–3 stars), as RATING_LABELS, in the owner's language. */
export const RATING_KEYS = {
  1: 'feedback.rating.veryPoor',
  2: 'feedback.rating.poor',
  3: 'feedback.rating.average',
} as const satisfies Record<number, MessageKey>;

/** A rating's name, if it has one (1–3 stars). */
export const ratingKey = (rating: number): MessageKey | undefined =>
  (RATING_KEYS as Partial<Record<number, MessageKey>>)[rating];
