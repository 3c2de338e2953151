// The counting rules both sides run, without zod: the owner app computes the week's funnel with them.

/** Days in the daily chart, and the length of the rolling "month" (docs/product-rules.md §3). */
export const DAILY_DAYS = 30;
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const RECENT_SCANS = 5;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** conversions ÷ scans × 100, one decimal; 0 with no scans (docs/product-rules.md §3). */
export function conversionRate(conversions: number, scans: number): number {
  return scans === 0 ? 0 : oneDecimal((conversions / scans) * 100);
}

/** (this − last) ÷ last × 100, one decimal; null when last is 0, shown as "—" (docs/product-rules.md §3). */
export function growth(current: number, previous: number): number | null {
  return previous === 0 ? null : oneDecimal(((current - previous) / previous) * 100);
}
