/** Every IANA zone the browser knows, with `current` first when the list lacks it (UTC, an old name). */
export function timeZones(current: string) {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** The zone this browser is in, or null when it does not say. */
export function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}
