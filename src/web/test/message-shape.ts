// What the catalogue tests compare between languages: for the e-mails' and the owner
// side's ICU messages alike. Used by tests only.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** The placeholder names a message uses, plural arguments included, sorted. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date) names.add(e.value);
      if (e.type === TYPE.tag) {
        names.add(`<${e.value}>`);
        walk(e.children);
      }
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
export function pluralForms(message: string): Set<string> {
  const forms = new Set<string>();
  for (const e of parse(message))
    if (e.type === TYPE.plural) for (const k of Object.keys(e.options)) forms.add(k);
  return forms;
}

/** Every plural category a language uses for whole numbers. */
export function pluralFormsOf(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  return new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)));
}
