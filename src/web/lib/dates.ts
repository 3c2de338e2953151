// Dates on the owner's screens through Intl, which every browser already has (no date library in
// the bundle), in the owner's language. Formatters are made once per language.
import { i18nNow } from '#web/i18n/locale-store.ts';

const OPTIONS = {
  day: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  dayAndTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  dayAndYear: { month: 'short', day: 'numeric', year: 'numeric' },
  date: { dateStyle: 'medium' },
  dateAndTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDate: { dateStyle: 'long' },
  // A calendar day given as its UTC midnight ("2025-03-03"): shown as that day wherever the reader is.
  calendarDay: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  longCalendarDay: { dateStyle: 'long', timeZone: 'UTC' },
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: keyof typeof OPTIONS): Intl.DateTimeFormat {
  const locale = i18nNow().intlLocale;
  const id = `${locale}:${kind}`;
  let format = made.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS[kind]);
    made.set(id, format);
  }
  return format;
}

/** "Nov 25" ("25. Nov." in German) */
export const formatDay = (date: Date) => formatter('day').format(date);
/** "Wed, Nov 25" */
export const formatWeekday = (date: Date) => formatter('weekday').format(date);
/** "Nov 25, 3:05 PM" */
export const formatDayAndTime = (date: Date) => formatter('dayAndTime').format(date);
/** "Dec 24, 2026" */
export const formatDayAndYear = (date: Date) => formatter('dayAndYear').format(date);
/** "Nov 25, 2026" */
export const formatDate = (date: Date) => formatter('date').format(date);
/** "Nov 25, 2026, 3:05 PM" */
export const formatDateAndTime = (date: Date) => formatter('dateAndTime').format(date);
/** "November 25, 2026" */
export const formatLongDate = (date: Date) => formatter('longDate').format(date);
/** "Mar 3" for the calendar day "2025-03-03", in every zone. */
export const formatCalendarDay = (day: Date | string) => formatter('calendarDay').format(new Date(day));
/** "March 3, 2025" for the calendar day "2025-03-03", in every zone. */
export const formatLongCalendarDay = (day: Date | string) =>
  formatter('longCalendarDay').format(new Date(day));

/** "14:05" ("2:05 PM" in English): a time today, as the reader writes it. */
export const formatTime = (date: Date) => formatter('time').format(date);
