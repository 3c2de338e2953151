import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const MESSAGES = 'src/web/i18n/messages';
/** An owner-side catalogue area file: src/web/i18n/messages/<lang>/<area>.ts (not index.ts, core.ts). */
const AREA_FILE = /\/src\/web\/i18n\/messages\/[a-z]{2}\/(?!index|core)[a-z]+\.ts$/;
/** The owner app's own code, where message keys are written. */
const WEB_FILE = /\/src\/web\/(?!customer\/).*\.tsx?$/;
const isPlain = (message: string) => !/[{}<]/.test(message) && !message.includes("''");

/**
 * Short names for the message keys, from the English catalogue: `'dashboard.section.team.label'`
 * travels as `'d4'`. The server's error codes keep theirs: the screen builds `errors.<code>` at
 * run time (src/web/lib/api-client.ts).
 */
function shortKeys(root: string): Map<string, string> {
  const dir = path.join(root, MESSAGES, 'en');
  const keys = readdirSync(dir)
    .filter((f) => f !== 'index.ts')
    .flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(/^\s*'([a-z]+(?:\.\w+)+)':/gm)])
    .map((m) => m[1] as string)
    .filter((k) => !k.startsWith('errors.'))
    .sort();
  return new Map(keys.map((k, i) => [k, `~${i.toString(36)}`]));
}

function compile(code: string, id: string): string {
  const head = /export\s+const\s+(\w+)\s*=\s*/.exec(code);
  if (!head) throw new Error(`${id}: a catalogue must be one exported object`);
  const messages = new Function(`return ${code.slice(head.index + head[0].length).replace(/;\s*$/, '')}`)();
  const compiled = Object.fromEntries(
    Object.entries(messages as Record<string, string>).map(([key, message]) => [
      key,
      isPlain(message) ? message : parse(message),
    ]),
  );
  return `export const ${head[1]} = ${JSON.stringify(compiled)};\n`;
}

/**
 * The owner side's messages as a build ships them (issue 29):
 * - each ICU message with a placeholder, plural or tag is parsed at build time, so the browser
 *   never parses one and the app carries intl-messageformat without its parser (the alias in
 *   vite.config.ts); plain words ship as they are;
 * - every message key, in the catalogues and in the code, is replaced by a short name.
 * Runs after TypeScript is stripped; a catalogue area is one object of string literals
 * (src/web/i18n/catalogues.test.ts checks every message parses and every key is written whole).
 */
export function compiledMessages(): Plugin {
  let keys = new Map<string, string>();
  const shorten = (code: string) =>
    code.replace(/(["'`])([a-z]+(?:\.\w+)+)\1/g, (whole, quote: string, key: string) => {
      const short = keys.get(key);
      return short ? `${quote}${short}${quote}` : whole;
    });
  return {
    name: 'reviewtap:compiled-messages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      keys = shortKeys(config.root);
    },
    transform(code, id) {
      if (AREA_FILE.test(id)) return { code: shorten(compile(code, id)), map: null };
      if (WEB_FILE.test(id)) return { code: shorten(code), map: null };
      return null;
    },
  };
}

/** The parser-less build of the ICU parser: every message the browser formats is compiled already. */
export const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
