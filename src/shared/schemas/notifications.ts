import { z } from 'zod';
import { MAIL_KINDS } from '#shared/lib/mail-kinds.ts';
import { timeZoneSchema } from './time-zone';

export const notificationSettingsSchema = z.object({
  feedbackAlerts: z.boolean(),
  weeklySummary: z.boolean(),
  /** IANA name; UTC until the browser or the user sets one. */
  timeZone: z.string(),
  /** 'demo' when no SMTP server is configured: mail is only kept in the outbox. */
  mailMode: z.enum(['smtp', 'demo']),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updateNotificationSettingsSchema = z
  .object({
    feedbackAlerts: z.boolean({ error: 'feedbackAlerts must be true or false' }).optional(),
    weeklySummary: z.boolean({ error: 'weeklySummary must be true or false' }).optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();

export const browserTimeZoneSchema = z.object({ timeZone: timeZoneSchema });

/** "Send me my summary now": whether it was queued (once a day per location) and to which address. */
export const summaryNowSchema = z.object({ queued: z.boolean(), to: z.string().nullable() });

const mailStatusSchema = z.enum(['pending', 'sending', 'sent', 'kept', 'failed']);

const outboxMailSchema = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  toAddress: z.string(),
  /** Where the reader's reply goes: the owner, on an answer to a customer. */
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: mailStatusSchema,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxResponseSchema = z.object({
  mailMode: z.enum(['smtp', 'demo']),
  mails: z.array(outboxMailSchema),
});

export const mailIdParamsSchema = z.object({ mailId: z.uuid('That e-mail was not found.') });
