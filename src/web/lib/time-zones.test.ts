import { expect, it } from 'vitest';
import { zoneLabel } from './time-zones';

it('names a time zone by its place and its name in the reader’s language, never the bare identifier', () => {
  expect(zoneLabel('Europe/Berlin', 'de')).toBe('Berlin · Mitteleuropäische Zeit');
  expect(zoneLabel('America/Argentina/Buenos_Aires', 'en')).toMatch(/^Buenos Aires · .*Argentina/);
  expect(zoneLabel('Asia/Dubai', 'ar')).toMatch(/^Dubai · /);
  expect(zoneLabel('Not/A_Zone', 'en')).toBe('A Zone');
});
