// Dates on the owner's screens through Intl, which every browser already has (no date library in
// the bundle), in the owner's language. Formatters are made once per language.
import { i18nNow } from '#web/i18n/locale-store.ts';

const OPTIONS = {
  day: { month: 'short', day: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  dayAndTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
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
