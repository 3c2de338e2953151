// Dates on the owner's screens through Intl, which every browser already has (no date library in
// the bundle). English for now; the owner's language comes with issue 29.
const LOCALE = 'en-US';
const day = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric' });
const weekday = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', month: 'short', day: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 25" */
export const formatDay = (date: Date) => day.format(date);
/** "Wed, Nov 25" */
export const formatWeekday = (date: Date) => weekday.format(date);
/** "Nov 25, 3:05 PM" */
export const formatDayAndTime = (date: Date) => dayAndTime.format(date);
