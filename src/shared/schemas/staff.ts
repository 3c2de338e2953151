import { z } from 'zod';
import { CHANNEL_PARAM, CHANNELS, type Channel, channelOf } from '#shared/lib/channels.ts';
import { roleSchema } from '#shared/schemas/businesses.ts';

/**
 * A team member's reference in their own QR link, `/rate/{id}?s={staffRef}`. The database makes
 * 7 base64url characters (42 random bits); the pattern accepts 6 to 8 so a change of length later
 * does not break links already shown.
 */
const STAFF_REF_PATTERN = /^[A-Za-z0-9_-]{6,8}$/;
const STAFF_PARAM = 's';

/**
 * A reference as it arrives from a customer's page: anything malformed becomes "no reference",
 * because a customer must never see an error for the QR code they scanned.
 */
export const staffRefInputSchema = z.string().regex(STAFF_REF_PATTERN).optional().catch(undefined);

/** How the visit came (`c=` in the link): an unknown channel is the QR code, never refused. */
export const channelInputSchema = z.unknown().transform(channelOf).meta({
  type: 'string',
  description: 'qr, sms, whatsapp, email, share, copy or nfc; anything else counts as qr',
});

/** POST …/scan may carry the reference and channel; the body itself is optional (older pages send none). */
export const scanRequestSchema = z
  .object({ staff: staffRefInputSchema, channel: channelInputSchema.optional() })
  .optional()
  .catch(undefined);

export const staffLinkSchema = z.object({ staffRef: z.string(), url: z.string() });

/** The signed-in person's own rating link, with the channel it is sent by when not the QR code. */
export function staffRatingLink(publicUrl: string, businessId: string, staffRef: string, channel?: Channel) {
  const c = channel && channel !== 'qr' ? `&${CHANNEL_PARAM}=${channel}` : '';
  return `${publicUrl.replace(/\/+$/, '')}/rate/${encodeURIComponent(businessId)}?${STAFF_PARAM}=${staffRef}${c}`;
}

const staffFiguresSchema = z.object({
  scans: z.number().int(),
  ratings: z.number().int(),
  /** Ratings whose outcome was Google (docs/product-rules.md §3: a conversion). */
  conversions: z.number().int(),
  /** conversions ÷ scans × 100, one decimal; 0 with no scans. */
  conversionRate: z.number(),
  /** Private feedback items sent from visits this member brought. */
  feedbackCount: z.number().int(),
});
export type StaffFigures = z.infer<typeof staffFiguresSchema>;

export const staffPeriodsSchema = z.object({
  thisWeek: staffFiguresSchema,
  lastWeek: staffFiguresSchema,
  allTime: staffFiguresSchema,
});
export type StaffPeriods = z.infer<typeof staffPeriodsSchema>;

export const staffRowSchema = staffPeriodsSchema.extend({
  staffRef: z.string(),
  name: z.string(),
  role: roleSchema,
  /** False once the member has left or been removed: the reference no longer attributes. */
  current: z.boolean(),
  /** The row of the person asking. */
  you: z.boolean(),
  /** This week's visits by channel, only channels that had any, QR code first. */
  channels: z.array(
    z.object({ channel: z.enum(CHANNELS), scans: z.number().int(), conversions: z.number().int() }),
  ),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

export const teamBoardSettingSchema = z.object({
  teamBoardVisible: z.boolean({ error: 'teamBoardVisible must be true or false' }),
});
