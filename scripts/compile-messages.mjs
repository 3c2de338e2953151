// Compiles messages/<lang>/<namespace>.json (ICU, Crowdin's JSON with a description per message)
// into dist/messages/<lang>/<namespace>.json with FormatJS's own compiler, as every part of the
// product reads them: the owner app imports them, the server reads them for the customer pages,
// its own pages and the e-mails.
// - Each message is parsed here (`--ast`), so no browser parses one.
// - A message another language has not translated yet is the English one: a new text ships as soon
//   as its English is written, and the translators catch up.
// - A message that is plain words ships as a string, not a one-element tree.
// - `pseudo` is the English accented and lengthened, for checking layouts in development.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const formatjs = path.join('node_modules', '.bin', 'formatjs');

function compileFolder(source, outDir, extra = []) {
  execFileSync(formatjs, ['compile-folder', '--ast', '--format', 'crowdin', ...extra, source, outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const plain = (ast) => (ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast);
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

export function compileMessages(source = 'messages', out = path.join('dist', 'messages')) {
  const tmp = path.join(out, '.raw');
  rmSync(out, { recursive: true, force: true });
  const langs = readdirSync(source, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const lang of langs) compileFolder(path.join(source, lang), path.join(tmp, lang));
  compileFolder(path.join(source, 'en'), path.join(tmp, 'pseudo'), ['--pseudo-locale', 'en-XA']);
  const namespaces = readdirSync(path.join(tmp, 'en')).filter((f) => f.endsWith('.json'));
  for (const lang of [...langs, 'pseudo']) {
    mkdirSync(path.join(out, lang), { recursive: true });
    for (const file of namespaces) {
      const english = read(path.join(tmp, 'en', file));
      let own = {};
      try {
        own = read(path.join(tmp, lang, file));
      } catch {
        // A namespace not translated at all yet reads in English.
      }
      const merged = Object.fromEntries(
        Object.keys(english).map((key) => [key, plain(own[key] ?? english[key])]),
      );
      writeFileSync(path.join(out, lang, file), JSON.stringify(merged));
    }
  }
  rmSync(tmp, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) compileMessages();
