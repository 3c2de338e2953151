import { z } from 'zod';
import { LOCALES } from '#shared/lib/i18n/locales.ts';

/** PATCH /api/auth/user: the owner's language, saved on the account (every device follows it). */
export const updateUserSchema = z
  .object({
    locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }),
  })
  .strict();

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  /**
   * The language the owner's side speaks: the saved choice, else the browser's
   * Accept-Language, else English. `localeSaved` says whether it is a saved choice.
   */
  locale: z.enum(LOCALES),
  localeSaved: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const name = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} can be at most 100 characters`)
    .transform((v) => (v === '' ? null : v));

export const demoLoginSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address' })
    .trim()
    .min(1, 'Please enter your e-mail address')
    .max(254, 'That e-mail address is too long')
    .pipe(z.email('Please enter a valid e-mail address')),
  firstName: name('First name').optional().default(''),
  lastName: name('Last name').optional().default(''),
});
