import { z } from 'zod';
import { CHANNELS } from '#shared/lib/channels.ts';
import { staffPeriodsSchema, staffRowSchema } from '#shared/schemas/staff.ts';

export {
  conversionRate,
  DAILY_DAYS,
  growth,
  MONTH_DAYS,
  RECENT_SCANS,
  WEEK_DAYS,
} from '#shared/lib/analytics.ts';

const deviceTypeSchema = z.enum(['mobile', 'desktop']);

const recentScanSchema = z.object({
  id: z.string(),
  deviceType: deviceTypeSchema,
  scanDate: z.string(),
  converted: z.boolean(),
});
export type RecentScan = z.infer<typeof recentScanSchema>;

const dailyPointSchema = z.object({
  /** A UTC calendar day, YYYY-MM-DD. */
  date: z.string(),
  scans: z.number().int(),
  conversions: z.number().int(),
  /** Ratings that were sent to the private feedback form. */
  feedback: z.number().int(),
});
export type DailyPoint = z.infer<typeof dailyPointSchema>;

const ratingCountSchema = z.object({
  rating: z.number().int().min(1).max(5),
  count: z.number().int(),
});
export type RatingCount = z.infer<typeof ratingCountSchema>;

const channelFiguresSchema = z.object({
  channel: z.enum(CHANNELS),
  scans: z.number().int(),
  conversions: z.number().int(),
  lastWeekScans: z.number().int(),
  lastWeekConversions: z.number().int(),
  /** This week's conversions sent to the Maps place (Firefox for Android) instead of the review form. */
  mapsConversions: z.number().int(),
  mine: z.object({ scans: z.number().int(), conversions: z.number().int() }),
});
export type ChannelFigures = z.infer<typeof channelFiguresSchema>;

export const analyticsSchema = z.object({
  /** The IANA zone whose calendar days every window, the chart and the board are counted in. */
  timeZone: z.string(),
  totalScans: z.number().int(),
  totalConversions: z.number().int(),
  conversionRate: z.number(),
  thisWeekScans: z.number().int(),
  lastWeekScans: z.number().int(),
  weekOverWeekGrowth: z.number().nullable(),
  thisMonthScans: z.number().int(),
  lastMonthScans: z.number().int(),
  monthOverMonthGrowth: z.number().nullable(),
  recentScans: z.array(recentScanSchema),
  /** The last 30 UTC days, oldest first, today last; days without scans are zeros. */
  daily: z.array(dailyPointSchema),
  /** Always five entries, 1 to 5 stars. */
  ratingDistribution: z.array(ratingCountSchema),
  /**
   * The team board, one row per staff reference, best converter this week first. The owner gets
   * every row; a member gets every row when `teamBoardVisible`, else only their own.
   */
  byStaff: z.array(staffRowSchema),
  /** Every attributed scan of the team, whoever may see which rows. */
  teamTotals: staffPeriodsSchema,
  /** The owner's setting 'Show the team board to members'. */
  teamBoardVisible: z.boolean(),
  /**
   * Days in the daily chart's span when one address went past its budget for this business, newest
   * first: the ratings and scans that were refused rather than counted.
   */
  unusualActivity: z.array(
    z.object({ day: z.string(), refusedRatings: z.number().int(), refusedScans: z.number().int() }),
  ),
  /**
   * Scans and conversions by how the visit came, this week and last week, every channel
   * listed. Counts the whole location for the owner, and for members when the team board is shown;
   * otherwise a member's own visits. `mine` is always the caller's own credited visits this week.
   */
  byChannel: z.array(channelFiguresSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/**
 * The home's figures: today so far, on the business's own calendar day. Counts only: the phone may
 * keep them to show offline, marked with `asOf`.
 */
export const todaySchema = z.object({
  /** Today in the business's zone, YYYY-MM-DD. */
  day: z.string(),
  timeZone: z.string(),
  /** When the server counted these. */
  asOf: z.string(),
  scans: z.number().int(),
  ratings: z.number().int(),
  /** Ratings whose customer went on to Google. */
  sentToGoogle: z.number().int(),
  /** Private feedback received today. */
  feedback: z.number().int(),
  /**
   * Private feedback not yet handled (marked, or answered), whenever it came; null for a member the
   * owner has not let answer feedback.
   */
  unresolvedFeedback: z.number().int().nullable(),
  /**
   * Google reviews without an answer; null while no Business Profile is connected, and for a member,
   * who may not reply.
   */
  unrepliedReviews: z.number().int().nullable(),
  /** The caller's own credited scans and ratings today. */
  mine: z.object({ scans: z.number().int(), ratings: z.number().int() }),
});
export type Today = z.infer<typeof todaySchema>;
