import { z } from 'zod';

// Trimmed first so "  a " counts as one character, as the setup screen does.
export const placeSearchQuerySchema = z.object({
  query: z
    .string({ error: 'Enter a business name to search' })
    .trim()
    .min(2, 'Search needs at least 2 characters')
    .max(200, 'Search can be at most 200 characters'),
});

const placeResultSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string(),
  rating: z.number().optional(),
  userRatingsTotal: z.number().int().optional(),
  types: z.array(z.string()),
  /** Someone already registered it here: the caller, or someone else. Absent when nobody did. */
  registered: z.enum(['yours', 'other']).optional(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

// The specification's answer is a plain list; which provider answered is in /api/meta.
export const placeSearchResponseSchema = z.array(placeResultSchema);
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
