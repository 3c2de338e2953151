import { z } from 'zod';

/** The one error shape every endpoint answers with. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
