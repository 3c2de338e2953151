import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/lib/i18n/locales.ts';
import type { Message } from '#shared/lib/i18n/translate.ts';
import { customerCatalogues } from './catalogues';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (m: Message) => (typeof m === 'string' ? { other: m } : m);
const others = LOCALES.filter((l) => l !== 'en');

describe('customer catalogues', () => {
  it.each(others)('%s has exactly the English keys, each of the same kind, none empty', (lang) => {
    const catalogue = customerCatalogues[lang] as Record<string, Message>;
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const message = catalogue[key]!;
      expect(typeof message, key).toBe(typeof english);
      for (const text of Object.values(forms(message))) expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(others)('%s uses the same placeholders as English', (lang) => {
    const catalogue = customerCatalogues[lang] as Record<string, Message>;
    for (const [key, english] of Object.entries(en)) {
      const message = catalogue[key]!;
      if (typeof english === 'string') {
        expect(placeholders(message as string), key).toEqual(placeholders(english));
        continue;
      }
      // A plural form may spell its number out ('نجمة واحدة', one star) but never invent a placeholder.
      const allowed = placeholders(english.other);
      expect(placeholders(forms(message).other), `${key}.other`).toEqual(allowed);
      for (const [category, text] of Object.entries(forms(message)))
        for (const p of placeholders(text)) expect(allowed, `${key}.${category}`).toContain(p);
    }
  });

  it.each(LOCALES)('%s has its own plural form for every star count, and only real categories', (lang) => {
    const rules = new Intl.PluralRules(lang);
    const real = rules.resolvedOptions().pluralCategories;
    const catalogue = customerCatalogues[lang] as Record<string, Message>;
    for (const [key, english] of Object.entries(en)) {
      if (typeof english === 'string') continue;
      const message = forms(catalogue[key]!);
      for (const category of Object.keys(message)) expect(real, `${key}.${category}`).toContain(category);
      for (const n of [1, 2, 3, 4, 5]) expect(message, `${key} for ${n}`).toHaveProperty(rules.select(n));
    }
  });

  it('reads the right plural in Polish and Arabic', async () => {
    const { customerTranslator } = await import('./i18n-context');
    const pl = customerTranslator({ lang: 'pl', messages: customerCatalogues.pl });
    expect([1, 2, 5].map((n) => pl.plural('youRated', n))).toEqual([
      'Twoja ocena: 1 gwiazdka',
      'Twoja ocena: 2 gwiazdki',
      'Twoja ocena: 5 gwiazdek',
    ]);
    const ar = customerTranslator({ lang: 'ar', messages: customerCatalogues.ar });
    expect([1, 2, 3].map((n) => ar.plural('starLabel', n))).toEqual(['نجمة واحدة', 'نجمتان', '3 نجوم']);
  });
});
