/** Every IANA zone the browser knows, with `current` first when the list lacks it (UTC, an old name). */
export function timeZones(current: string) {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** The zone this browser is in, or null when it does not say. */
export function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/**
 * A zone as an owner reads it: its place and its name in their language ("Berlin · Central European
 * Time", "Wien · Mitteleuropäische Zeit"), never the bare identifier alone.
 */
export function zoneLabel(zone: string, locale: string): string {
  const place = zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== place ? `${place} · ${name}` : place;
  } catch {
    return place;
  }
}
