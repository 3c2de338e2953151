import { z } from 'zod';

/** Deleting a business: the owner types its name, and the server checks it too. */
export const deleteBusinessSchema = z.object({
  confirmName: z.string({ error: "Type the business's name to confirm" }).max(300),
});
/** Deleting an account: the user types their e-mail address. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string({ error: 'Type your e-mail address to confirm' }).max(300),
});
export const deleteAccountResponseSchema = z.object({ deletedBusinesses: z.number().int() });

/** Names match when they are the same apart from case and surrounding spaces. */
export const confirms = (typed: string, expected: string) =>
  typed.trim().toLocaleLowerCase() === expected.trim().toLocaleLowerCase();
