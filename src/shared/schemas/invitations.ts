import { z } from 'zod';
import {
  INVITATION_STATUSES,
  INVITATIONS_PER_REQUEST,
  PAUSE_REASONS,
  REMINDER_DAY_CHOICES,
  SKIP_REASONS,
} from '#shared/lib/invitations.ts';

/**
 * One customer to invite. The address is checked per item, not here: a bad address in a list of 100
 * is that item skipped as `invalid`, never the whole call refused.
 */
const invitationInputSchema = z
  .object({
    email: z
      .string({ error: 'Each invitation needs an email.' })
      .max(320, 'That e-mail address is too long.'),
    name: z.string().max(100, 'Keep a name under 100 characters.').optional(),
    /** One of the ten customer languages (`de`, `pt-BR` reads as `pt`); otherwise the location's. */
    language: z.string().max(35).optional(),
    /** When to send it (ISO 8601 with a zone); now when absent or past. */
    sendAt: z.string().max(40).optional(),
    /** Your own id for it (a booking): the same id again makes nothing new. */
    externalId: z.string().max(100, 'Keep externalId under 100 characters.').optional(),
  })
  .strict();

export const createInvitationsSchema = z
  .object({
    invitations: z
      .array(invitationInputSchema, { error: 'invitations must be a list.' })
      .min(1, 'Send at least one invitation.')
      .max(INVITATIONS_PER_REQUEST, `Send at most ${INVITATIONS_PER_REQUEST} invitations a call.`),
    /**
     * Signed in: the owner's or member's confirmation that these customers agreed to be contacted.
     * With an access token, creating the token was that confirmation.
     */
    confirmed: z.boolean().optional(),
  })
  .strict();

export const invitationsCreatedSchema = z.object({
  invitations: z.array(
    z.object({
      /** Null when skipped, except a repeated externalId: the invitation it already made. */
      id: z.string().nullable(),
      status: z.enum(['scheduled', 'sent', 'skipped']),
      reason: z.enum(SKIP_REASONS).optional(),
    }),
  ),
});
export type InvitationsCreated = z.infer<typeof invitationsCreatedSchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200, 'Keep the Idempotency-Key under 200 characters.')
    .optional(),
});

const invitationSchema = z.object({
  id: z.string(),
  /** Null once erased (the location's retention, 90 days after the last e-mail at the latest). */
  email: z.string().nullable(),
  name: z.string().nullable(),
  language: z.string().nullable(),
  externalId: z.string().nullable(),
  source: z.enum(['phone', 'csv', 'api']),
  status: z.enum(INVITATION_STATUSES),
  stars: z.number().nullable(),
  /** Who sent it; null when it came through the API or the person left. */
  sentBy: z.string().nullable(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  ratedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `createdAt` of the last one seen: the next page starts after it. */
  before: z.iso
    .datetime({ offset: true, error: 'before must be a date and time, like 2026-11-28T10:00:00Z.' })
    .optional(),
});

export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

/** A spreadsheet, as text: up to 10,000 rows with `email` and optional `name`, `language`, `sendAt`. */
export const invitationCsvSchema = z
  .object({
    csv: z
      .string()
      .min(1, 'The file is empty.')
      .max(2_000_000, 'The file is too large: at most 10,000 rows.'),
    confirmed: z.boolean().optional(),
  })
  .strict();

const csvRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  email: z.string(),
  reason: z.enum(SKIP_REASONS),
});

export const invitationCsvReportSchema = z.object({
  /** Rows in the file, without the header. */
  rows: z.number(),
  /** How many will go (or went). */
  ready: z.number(),
  skipped: z.object(
    Object.fromEntries(SKIP_REASONS.map((r) => [r, z.number()])) as Record<
      (typeof SKIP_REASONS)[number],
      z.ZodNumber
    >,
  ),
  /** The skipped rows, in file order (at most 500). */
  problems: z.array(csvRowSchema),
  /** Whether they were queued (upload) or only checked. */
  queued: z.boolean(),
  /** What makes the file unusable (no "email" column, not CSV, too long); then nothing was checked. */
  problem: z.string().nullable(),
});
export type InvitationCsvReport = z.infer<typeof invitationCsvReportSchema>;

export const invitationSettingsSchema = z.object({
  /** Days after the invitation for the one reminder, if the link was never opened; null: no reminder. */
  reminderDays: z.union([z.literal(REMINDER_DAY_CHOICES), z.null()]),
});
export type InvitationSettings = z.infer<typeof invitationSettingsSchema>;

/** The settings as the location has them, with its pause if its invitations are paused. */
export const invitationSettingsViewSchema = invitationSettingsSchema.extend({
  pause: z.object({ reason: z.enum(PAUSE_REASONS), since: z.iso.datetime({ offset: true }) }).nullable(),
});
export type InvitationSettingsView = z.infer<typeof invitationSettingsViewSchema>;

const funnelSchema = z.object({
  sent: z.number(),
  opened: z.number(),
  rated: z.number(),
  google: z.number(),
});

export const invitationFunnelSchema = z.object({
  /** The last 30 days, counted from when each invitation was sent. */
  days: z.number(),
  funnel: funnelSchema,
  /** New Google reviews in the same days; null without a connected Business Profile. */
  newGoogleReviews: z.number().nullable(),
  /** Per member who sent any: how many, and what came of them. */
  members: z.array(funnelSchema.extend({ name: z.string() })),
});
export type InvitationFunnel = z.infer<typeof invitationFunnelSchema>;

export const invitationOpenedSchema = z.object({ invitation: z.string().max(80) }).strict();
