/** Wall-clock parts of an instant in a time zone, from Intl alone (no time zone library needed). */
export type LocalParts = { year: number; month: number; day: number; hour: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function parts(instant: Date, timeZone: string) {
  const out: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) out[p.type] = p.value;
  return out;
}

/** weekday: 0 = Sunday … 1 = Monday … 6 = Saturday, as Date#getUTCDay. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const p = parts(instant, timeZone);
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
  };
}

/** Milliseconds the zone is ahead of UTC at this instant. */
function offsetMs(instant: Date, timeZone: string) {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of local midnight starting the calendar day `isoDay` (YYYY-MM-DD) in the zone. */
export function startOfLocalDay(isoDay: string, timeZone: string): Date {
  const guess = Date.parse(`${isoDay}T00:00:00Z`);
  let instant = guess - offsetMs(new Date(guess), timeZone);
  // Once more, for a day whose offset differs from the guess's (a DST change near midnight).
  instant = guess - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** YYYY-MM-DD `days` after (or before, if negative) `isoDay`. */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const isoDayOf = (p: LocalParts) =>
  `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone: a business's analytics day. */
export const localDay = (instant: Date, timeZone: string) => isoDayOf(localParts(instant, timeZone));
