import type { Locale } from '#shared/lib/i18n/locales.ts';

/**
 * A message is a string with `{placeholders}`, or one string per plural category of the language
 * (Intl.PluralRules: Polish has one/few/many/other, Arabic zero/one/two/few/many/other).
 * Any part of the product can keep its own catalogue of these and share this translator.
 */
type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Catalogue = Record<string, Message>;

/** Keys whose English message is a plural, and keys whose message is a plain string. */
export type PluralKeys<C> = { [K in keyof C]: C[K] extends string ? never : K }[keyof C];
export type TextKeys<C> = { [K in keyof C]: C[K] extends string ? K : never }[keyof C];

/** Another language's catalogue: same keys, plain strings stay plain, plurals stay plurals. */
export type CatalogueOf<C> = { [K in keyof C]: C[K] extends string ? string : PluralMessage };

type Vars = Record<string, string | number>;

const fill = (text: string, vars: Vars = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

export function createTranslator<C extends Catalogue>(locale: Locale, messages: C) {
  const rules = new Intl.PluralRules(locale);
  function t(key: TextKeys<C>, vars?: Vars): string {
    return fill(messages[key] as string, vars);
  }
  /** `count` picks the plural form and fills `{count}`. */
  function plural(key: PluralKeys<C>, count: number, vars?: Vars): string {
    const forms = messages[key] as PluralMessage;
    return fill(forms[rules.select(count)] ?? forms.other, { ...vars, count });
  }
  return { locale, t, plural };
}
export type Translator<C extends Catalogue> = ReturnType<typeof createTranslator<C>>;
