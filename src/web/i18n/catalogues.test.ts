// Every text of the product, in one suite: each namespace of messages/<lang>/ against its English
// source. A language may lag behind English (a key not translated yet reads in English), but
// never invents a key, drops a placeholder or plural form, or leaves an English sentence as its own.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/lib/i18n/locales.ts';
import { placeholders, pluralForms, pluralFormsOf } from '#web/test/message-shape.ts';
// biome-ignore lint/style/noRestrictedImports: the build's message compiler is a script, as the build runs it.
import { compileMessages } from '../../../scripts/compile-messages.mjs';

type Source = Record<string, { message: string; description?: string }>;
const ROOT = join(import.meta.dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const namespaces = readdirSync(join(ROOT, 'messages/en')).map((f) => f.replace(/\.json$/, ''));
const source = (lang: string, ns: string): Source => {
  try {
    return read(join(ROOT, 'messages', lang, `${ns}.json`));
  } catch {
    return {};
  }
};
const en = Object.fromEntries(namespaces.map((ns) => [ns, source('en', ns)]));
const others = LOCALES.filter((l) => l !== 'en');
const everyKey = namespaces.flatMap((ns) => Object.keys(en[ns] ?? {}));
const english = (key: string) => en[key.slice(0, key.indexOf('.'))]?.[key]?.message ?? '';

/** Names, Google's attribution and words that are the same in the language ("Spa", "Hotel"). */
const SAME_EVERYWHERE = new Set([
  'landing.art.business',
  'setup.search.poweredBy',
  'google.rating.poweredBy',
  'places.type.bed_and_breakfast',
]);
const isSentence = (message: string) => message.split(/\s+/).length >= 3;

/** A value for each of a message's placeholders; each tag passes its text through. */
function sampleValues(message: string, value: string | number) {
  return Object.fromEntries(
    placeholders(message).map((p) =>
      p.startsWith('<') ? [p.slice(1, -1), (chunks: unknown[]) => chunks.join('')] : [p, value],
    ),
  );
}

/** The code under a folder, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe.each(namespaces)('the %s messages', (ns) => {
  const keys = Object.keys(en[ns] ?? {});

  it('name their namespace first in every key, and each English message is valid ICU', () => {
    expect(keys.filter((k) => !k.startsWith(`${ns}.`))).toEqual([]);
    for (const key of keys) expect(() => placeholders(english(key))).not.toThrow();
  });

  it.each(others)('in %s: only English keys, the same placeholders and tags, every plural form', (lang) => {
    const own = source(lang, ns);
    expect(Object.keys(own).filter((k) => !keys.includes(k))).toEqual([]);
    const needed = pluralFormsOf(lang);
    for (const [key, { message }] of Object.entries(own)) {
      expect([key, placeholders(message)]).toEqual([key, placeholders(english(key))]);
      const forms = pluralForms(message);
      if (forms.size === 0) continue;
      for (const form of needed) expect([key, forms.has(form) || form === 'other']).toEqual([key, true]);
    }
  });

  it.each(others)('in %s: no English sentence left as the translation', (lang) => {
    const own = source(lang, ns);
    const same = Object.entries(own).filter(
      ([key, { message }]) => message === english(key) && isSentence(message) && !SAME_EVERYWHERE.has(key),
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)('in %s: every message formats with sample values', (lang) => {
    for (const [key, { message }] of Object.entries(source(lang, ns))) {
      const format = new IntlMessageFormat(message, lang);
      expect(() => format.format(sampleValues(english(key), 3))).not.toThrow();
    }
  });
});

describe('one voice per language', () => {
  const all = (lang: string) =>
    namespaces.flatMap((ns) => Object.values(source(lang, ns)).map((m) => m.message));

  it('German says Sie to owners and customers alike, never du', () => {
    const du = /\b(du|dich|dir|dein\w*|Tippe|Wähle|Öffne|Gib|Prüfe)\b/;
    expect(all('de').filter((m) => du.test(m))).toEqual([]);
  });

  it('Portuguese is Brazilian everywhere, never European', () => {
    const european =
      /\b(ecrã|telemóvel|equipa|secção|ficheiro|utilizador|registar|definições|Introduza|Apelido)\b/;
    expect(all('pt').filter((m) => european.test(m))).toEqual([]);
  });
});

describe('the code and the messages', () => {
  const web = sources(join(ROOT, 'src/web')).join('\n');
  const server = sources(join(ROOT, 'src/server')).join('\n');
  const code = `${web}\n${server}`;
  /** Keys the code builds at run time: a server's error code, a Google place type. */
  const builtAtRunTime = (key: string) =>
    /^errors\.[A-Z_]+$/.test(key) || key.startsWith('errors.field.') || key.startsWith('places.type.');

  it('use every key, each written out whole', () => {
    expect(everyKey.filter((k) => !builtAtRunTime(k) && !code.includes(`'${k}'`))).toEqual([]);
  });

  it("name each server error by a code the server sends, so its message is the owner's language", () => {
    const codes = everyKey.filter((k) => /^errors\.[A-Z_]+$/.test(k)).map((k) => k.slice('errors.'.length));
    expect(codes.filter((c) => !server.includes(`'${c}'`))).toEqual([]);
  });

  it('have each owner-side module ask for the namespaces of the keys it names', () => {
    const ownerKeys = new Set(everyKey.filter((k) => !/^(customer|email|pages|links)\./.test(k)));
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) {
          if (!['customer', 'test', 'i18n'].includes(e.name)) walk(path);
          continue;
        }
        if (!/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name)) continue;
        const text = readFileSync(path, 'utf8');
        const asked = new Set(
          [...text.matchAll(/await loadMessages\(([^)]*)\)/g)].flatMap((m) =>
            [...(m[1] ?? '').matchAll(/'(\w+)'/g)].map((n) => n[1]),
          ),
        );
        for (const m of text.matchAll(/['"`]([a-z]+(?:\.\w+)+)['"`]/g)) {
          const key = m[1] ?? '';
          const ns = key.slice(0, key.indexOf('.'));
          if (ownerKeys.has(key) && !asked.has(ns)) missing.push(`${path}: ${ns}`);
        }
      }
    };
    walk(join(ROOT, 'src/web'));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('the namespace check can fail: a module naming a key it did not ask for is found', () => {
    const text = "await loadMessages('qr');\nt('billing.plan.title');";
    const asked = new Set([...text.matchAll(/await loadMessages\('(\w+)'\)/g)].map((m) => m[1]));
    expect(asked.has('billing')).toBe(false);
  });
});

describe('the compiled messages', () => {
  it('read in English where a language has not translated a key yet, and keep what it has', () => {
    const dir = mkdtempSync(join(tmpdir(), 'messages-'));
    const write = (lang: string, messages: Source) => {
      mkdirSync(join(dir, 'in', lang), { recursive: true });
      writeFileSync(join(dir, 'in', lang, 'shell.json'), JSON.stringify(messages));
    };
    write('en', {
      'shell.old': { message: 'Hello {name}' },
      'shell.new': { message: 'Brand new words', description: 'Added after the last translation round.' },
    });
    write('de', { 'shell.old': { message: 'Hallo {name}' } });
    compileMessages(join(dir, 'in'), join(dir, 'out'));
    const de = read(join(dir, 'out', 'de', 'shell.json'));
    expect(de['shell.new']).toBe('Brand new words');
    expect(new IntlMessageFormat(de['shell.old'], 'de').format({ name: 'Ana' })).toBe('Hallo Ana');
    const pseudo = read(join(dir, 'out', 'pseudo', 'shell.json'));
    expect(JSON.stringify(pseudo['shell.new'])).not.toContain('Brand new words');
  });

  it.each(LOCALES)('in %s hold every English key of every namespace', (lang) => {
    for (const ns of namespaces) {
      const compiled = read(join(ROOT, 'dist/messages', lang, `${ns}.json`));
      expect(Object.keys(compiled).sort()).toEqual(Object.keys(en[ns] ?? {}).sort());
    }
  });
});

describe("the translators' tool", () => {
  it('finds every source file and every translation by the patterns in crowdin.yml', () => {
    const config = readFileSync(join(ROOT, 'crowdin.yml'), 'utf8');
    expect(config).toContain('source: /messages/en/*.json');
    expect(config).toContain('translation: /messages/%two_letters_code%/%original_file_name%');
    for (const lang of LOCALES) expect(readdirSync(join(ROOT, 'messages', lang)).length).toBeGreaterThan(0);
  });
});
