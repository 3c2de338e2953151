import { expect, it } from 'vitest';
import { createTranslator, type LoadedCatalogue } from './translator';

it('formats plurals by the language’s own rules, and shows a key rather than crash when messages are missing', () => {
  // One message is enough here: the catalogue tests check whole catalogues.
  const pl = createTranslator('pl', {
    'shell.error': '{n, plural, one {# błąd} few {# błędy} many {# błędów} other {# błędu}}',
  } as unknown as LoadedCatalogue);
  expect([1, 3, 5, 22].map((n) => pl.t('shell.error', { n }))).toEqual([
    '1 błąd',
    '3 błędy',
    '5 błędów',
    '22 błędy',
  ]);
  const none = createTranslator('de', {} as LoadedCatalogue);
  expect(none.t('shell.error')).toBe('shell.error');
  expect(none.rich('shell.error', {})).toBe('shell.error');
  expect(none.has('errors.TEAM_FULL')).toBe(false);
});
