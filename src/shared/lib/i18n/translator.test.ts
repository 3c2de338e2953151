import { parse } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';
import { createTranslator } from './translator';

it("formats compiled plurals by the language's own rules, plain words as they are, and a missing key as the key", () => {
  const pl = createTranslator<'a.errors' | 'a.plain' | 'a.none'>('pl', {
    'a.errors': parse('{n, plural, one {# błąd} few {# błędy} many {# błędów} other {# błędu}}'),
    'a.plain': 'Zapisz',
  });
  expect([1, 3, 5, 22].map((n) => pl.t('a.errors', { n }))).toEqual([
    '1 błąd',
    '3 błędy',
    '5 błędów',
    '22 błędy',
  ]);
  expect(pl.t('a.plain')).toBe('Zapisz');
  expect(pl.t('a.none')).toBe('a.none');
  expect(pl.rich('a.none', {})).toBe('a.none');
  expect(pl.has('a.plain')).toBe(true);
  expect(pl.has('a.none')).toBe(false);
});
