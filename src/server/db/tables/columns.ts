import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
// 6 bytes of a v4 UUID (all random, pg_strong_random) as base64url, cut to 7 characters: 42 bits.
export const STAFF_REF_DEFAULT = sql`substr(translate(encode(substr(uuid_send(gen_random_uuid()), 1, 6), 'base64'), '+/', '-_'), 1, 7)`;
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
