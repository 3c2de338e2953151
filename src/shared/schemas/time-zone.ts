import { z } from 'zod';

/** The runtime's own spelling of a known IANA time zone name (e.g. europe/berlin → Europe/Berlin), or null. */
export function canonicalTimeZone(value: string): string | null {
  if (!value || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const TIME_ZONE_MESSAGE = 'Time zone must be a name such as Europe/Berlin';

/** An IANA time zone name (store it through canonicalTimeZone); anything else is a 400 with a message. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .refine((v) => canonicalTimeZone(v) !== null, TIME_ZONE_MESSAGE);
