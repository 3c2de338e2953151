// Every owner-side catalogue has every key, no key that no code uses, the same
// placeholders and tags as English, its language's plural forms, and no English left behind.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/lib/i18n/locales.ts';
import { placeholders, pluralForms, pluralFormsOf } from '#web/test/message-shape.ts';
// biome-ignore lint/style/noRestrictedImports: the build's plugin lives at the root, beside vite.config.ts.
import { compiledMessages } from '../../../messages.config';
import { loadCatalogue } from './catalogues';
import { type Catalogue, en, type MessageKey } from './messages/en';
import { pseudoCatalogue } from './pseudo';
import { createTranslator } from './translator';

const keys = Object.keys(en).sort() as MessageKey[];
// The source catalogues, as tests load them; a build compiles them (messages.config.ts).
const catalogues = Object.fromEntries(
  await Promise.all(LOCALES.map(async (l) => [l, (await loadCatalogue(l)) as Catalogue] as const)),
);
const others = LOCALES.filter((l) => l !== 'en');

/**
 * Names, and Google's attribution (its wording is Google's), the same in every language. Short
 * labels ("Dashboard", "FAQ") may be too, as cognates.
 */
const SAME_EVERYWHERE = new Set<MessageKey>([
  'landing.art.business',
  'setup.search.poweredBy',
  'google.rating.poweredBy',
]);
const isSentence = (message: string) => message.split(/\s+/).length >= 3;

/** A value for each of a message's placeholders, and each tag passes its text through. */
function sampleValues(message: string, value: string | number) {
  return Object.fromEntries(
    placeholders(message).map((p) =>
      p.startsWith('<') ? [p.slice(1, -1), (chunks: unknown[]) => chunks.join('')] : [p, value],
    ),
  );
}

/** The code under a folder, tests and catalogues left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'messages' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('owner-side catalogues', () => {
  it.each(LOCALES)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(keys);
  });

  it.each(LOCALES)('%s keeps the placeholders and tags of every English message', (locale) => {
    for (const key of keys) {
      expect([key, placeholders(catalogues[locale]?.[key] ?? '')]).toEqual([key, placeholders(en[key])]);
    }
  });

  it.each(LOCALES)("%s's plurals offer every form the language uses", (locale) => {
    const needed = pluralFormsOf(locale);
    for (const key of keys) {
      const forms = pluralForms(catalogues[locale]?.[key] ?? '');
      if (forms.size === 0) continue;
      for (const form of needed) expect([key, forms.has(form) || form === 'other']).toEqual([key, true]);
      expect([key, forms.has('other')]).toEqual([key, true]);
    }
  });

  it.each(others)('%s leaves no English message untranslated', (locale) => {
    const same = keys.filter(
      (k) => catalogues[locale]?.[k] === en[k] && isSentence(en[k]) && !SAME_EVERYWHERE.has(k),
    );
    expect(same).toEqual([]);
  });

  it('has no key that no code uses, and every key is written out whole in the code', () => {
    const code = sources(join(import.meta.dirname, '..')).join('\n');
    const byCode = (k: string) => /^errors\.[A-Z_]+$/.test(k);
    expect(keys.filter((k) => !byCode(k) && !code.includes(`'${k}'`))).toEqual([]);
  });

  it("names each server error by a code the server sends, so its message is the owner's language", () => {
    const server = sources(join(import.meta.dirname, '..', '..', 'server')).join('\n');
    const codes = keys.filter((k) => /^errors\.[A-Z_]+$/.test(k)).map((k) => k.slice('errors.'.length));
    expect(codes.filter((c) => !server.includes(`'${c}'`))).toEqual([]);
  });

  it('formats every message in every language with sample values', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        const message = new IntlMessageFormat(catalogues[locale]?.[key] ?? '', locale);
        expect(() => message.format(sampleValues(en[key], 3))).not.toThrow();
      }
    }
  });
});

describe('the compiled catalogues of a build', () => {
  it('ship plain words as they are and every other message parsed, formatting as the source does', () => {
    const plugin = compiledMessages();
    (plugin.configResolved as (config: { root: string }) => void)({
      root: join(import.meta.dirname, '../../..'),
    });
    const transform = plugin.transform as (code: string, id: string) => { code: string };
    for (const locale of LOCALES) {
      const source = catalogues[locale] ?? ({} as Catalogue);
      const built = transform(
        `export const area = ${JSON.stringify(source)};\n`,
        `/repo/src/web/i18n/messages/${locale}/area.ts`,
      );
      const compiled = new Function(`${built.code.replace('export const area =', 'return')}`)() as Record<
        string,
        string | MessageFormatElement[]
      >;
      // The code's keys go through the same shortening as the catalogue's.
      const shortKey = (key: MessageKey) =>
        (transform(`t('${key}');`, '/repo/src/web/app/x.tsx').code.match(/^t\('(.+)'\);$/)?.[1] ??
          key) as MessageKey;
      const fromSource = createTranslator(locale, source);
      const fromBuild = createTranslator(locale, compiled as Record<MessageKey, string>);
      expect(Object.keys(compiled)).toHaveLength(keys.length);
      for (const key of keys) {
        const short = shortKey(key);
        expect(short === key).toBe(key.startsWith('errors.'));
        expect(typeof compiled[short] === 'string').toBe(
          !/[{}<]/.test(source[key]) && !source[key].includes("''"),
        );
        const values = sampleValues(en[key], 7);
        const shown = (tr: typeof fromSource, k: MessageKey) =>
          placeholders(en[key]).some((p) => p.startsWith('<'))
            ? JSON.stringify(tr.rich(k, values))
            : tr.t(k, values as Record<string, number>);
        expect([key, shown(fromBuild, short)]).toEqual([key, shown(fromSource, key)]);
      }
    }
  });
});

describe('the development pseudo-locale', () => {
  const pseudo = pseudoCatalogue(en);

  it('accents every message, makes it at least 40% longer, and keeps its placeholders and tags', () => {
    for (const key of keys) {
      expect([key, placeholders(pseudo[key])]).toEqual([key, placeholders(en[key])]);
      const shown = String(new IntlMessageFormat(pseudo[key], 'en').format(sampleValues(en[key], 'x')));
      expect(shown).not.toMatch(/[aeiou]{2}/);
      expect(shown.length).toBeGreaterThanOrEqual(
        Math.floor(en[key].replace(/\{[^}]*\}|<\/?\w+>/g, '').length * 1.3),
      );
    }
  });
});
