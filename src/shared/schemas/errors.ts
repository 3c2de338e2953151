import { z } from 'zod';

/**
 * What is wrong with one field of a refused request, as a code the screen turns into words in the
 * owner's language (messages/<lang>/errors.json, `errors.field.<problem>`).
 */
const FIELD_PROBLEMS = [
  'required',
  'too_long',
  'too_short',
  'too_large',
  'too_small',
  'too_many',
  'too_few',
  'invalid_email',
  'invalid_url',
  'not_allowed',
  'unknown_field',
  'invalid',
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

const fieldProblemSchema = z.object({
  /** The field's path in the body or query, dotted: `url`, `events.0`. */
  field: z.string(),
  problem: z.enum(FIELD_PROBLEMS),
  /** The length, size or count the field must stay within, when the problem is one. */
  limit: z.number().optional(),
});

/** The one error shape every endpoint answers with. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** With `code: VALIDATION`: each field that is wrong, and how. */
  fields: z.array(fieldProblemSchema).optional(),
});
