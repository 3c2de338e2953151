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

it('never writes two full stops where a name or a date ends with its own', () => {
  const de = createTranslator<'a.renews' | 'a.named'>('de', {
    'a.renews': parse('Verlängert sich am {date}.'),
    'a.named': parse('Beigetreten: {name}. Willkommen!'),
  });
  expect(de.t('a.renews', { date: '28. Dez.' })).toBe('Verlängert sich am 28. Dez.');
  expect(de.t('a.renews', { date: '28.12.2026' })).toBe('Verlängert sich am 28.12.2026.');
  expect(de.t('a.named', { name: 'Sunrise Coffee Co.' })).toBe('Beigetreten: Sunrise Coffee Co. Willkommen!');
  expect(de.t('a.named', { name: 'Café Lumière' })).toBe('Beigetreten: Café Lumière. Willkommen!');
});
