import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Catalogue } from './messages/en';

const PLAIN = 'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ';
const ACCENTS = [...'åƀçđéğĥîķľñöŕšţüýžÅƁÇĐÉĞĤÎĶĽÑÖŔŠŢÜÝŽ'];
const ACCENTED = new Map([...PLAIN].map((c, i) => [c, ACCENTS[i] ?? c]));

/** Accents every letter outside placeholders and tags, and pads by 40%, so cut-off text shows. */
function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED.get(c) ?? c).join('');
  const pad = '~'.repeat(Math.ceil(text.length * 0.4));
  return text.trim() ? `${accented}${pad}` : text;
}

function print(elements: MessageFormatElement[]): string {
  return elements
    .map((e) => {
      switch (e.type) {
        case TYPE.literal:
          // ICU quoting: a literal apostrophe is written twice, braces are quoted.
          return pseudoText(e.value)
            .replace(/'/g, "''")
            .replace(/([{}])/g, "'$1'");
        case TYPE.argument:
          return `{${e.value}}`;
        case TYPE.number:
          return `{${e.value}, number}`;
        case TYPE.pound:
          return '#';
        case TYPE.tag:
          return `<${e.value}>${print(e.children)}</${e.value}>`;
        case TYPE.plural:
        case TYPE.select: {
          const kind =
            e.type === TYPE.select ? 'select' : e.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
          const options = Object.entries(e.options)
            .map(([k, o]) => `${k} {${print(o.value)}}`)
            .join(' ');
          return `{${e.value}, ${kind}, ${options}}`;
        }
        default:
          return '';
      }
    })
    .join('');
}

/**
 * The pseudo-locale (development only, `?locale=pseudo`): English, accented and 40% longer, with
 * its placeholders, plurals and tags intact, to find text that is cut off or not translated.
 */
export function pseudoCatalogue(source: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(source).map(([k, m]) => [k, print(parse(m))])) as Catalogue;
}
