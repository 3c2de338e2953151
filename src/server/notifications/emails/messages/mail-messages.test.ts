// Issue 29: every e-mail catalogue has every key, no key that no code uses, and the same
// placeholders as English; every message is valid ICU and covers its language's plural forms.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/i18n/locales.ts';
import { en } from './en';
import { mailCatalogues } from './index';

/** The placeholder names a message uses, plural arguments included, sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date) names.add(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        names.add(e.value);
        for (const option of Object.values(e.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The plural categories a message's plural arguments offer. */
function pluralForms(message: string): Set<string> {
  const forms = new Set<string>();
  for (const e of parse(message))
    if (e.type === TYPE.plural) for (const k of Object.keys(e.options)) forms.add(k);
  return forms;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'messages' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('e-mail catalogues', () => {
  const keys = Object.keys(en).sort();

  it.each(LOCALES)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(mailCatalogues[locale]).sort()).toEqual(keys);
  });

  it.each(LOCALES)('%s uses the same placeholders as English in every message', (locale) => {
    for (const key of keys) {
      const k = key as keyof typeof en;
      expect([key, placeholders(mailCatalogues[locale][k])]).toEqual([key, placeholders(en[k])]);
    }
  });

  it.each(LOCALES)("%s's plurals offer every form the language uses for whole numbers", (locale) => {
    const rules = new Intl.PluralRules(locale);
    const needed = new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)));
    for (const [key, message] of Object.entries(mailCatalogues[locale])) {
      const forms = pluralForms(message);
      if (forms.size === 0) continue;
      for (const form of needed) expect([key, forms.has(form) || form === 'other']).toEqual([key, true]);
      expect([key, forms.has('other')]).toEqual([key, true]);
    }
  });

  it('has no key that no code uses', () => {
    const code = sources(join(import.meta.dirname, '..', '..')).join('\n');
    const unused = keys.filter((k) => !code.includes(`'${k}'`));
    expect(unused).toEqual([]);
  });

  it('the placeholder check can fail', () => {
    expect(placeholders('{count, plural, other {# for {business}}}')).toEqual(['business', 'count']);
    expect(placeholders('{count, plural, other {# for {busines}}}')).not.toEqual(['business', 'count']);
  });
});
