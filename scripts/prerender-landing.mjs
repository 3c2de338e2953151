// Renders the landing page into dist/web/index.html at build time, from the SSR build
// of src/web/prerender/landing.tsx and the built app shell (dist/web/app.html). The browser then
// hydrates it (src/web/main.tsx). docs/decisions/0031-prerendered-landing.md
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Nothing may block the first paint but the HTML itself: the app's stylesheet (10 KB compressed,
 * the whole app's, so later screens need no other) and the theme script go inline. The server
 * allows that one script by its hash (src/server/domains/landing/routes.ts).
 */
function inlineRenderBlocking(html) {
  return html
    .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (_, file) => {
      const css = readFileSync(`dist/web/${file}`, 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .replace('<script src="/theme-init.js"></script>', () => {
      const js = readFileSync('dist/web/theme-init.js', 'utf8').trim();
      return `<script>${js}</script>`;
    });
}

/**
 * The app's script starts after the first paint, and nothing is preloaded: on a slow phone the
 * page's HTML has the connection and the processor to itself until the page is on screen, and the
 * JavaScript (which adds the signed-in parts and makes the buttons work) follows a frame later.
 * Measured in bench/lighthouse.bench.ts.
 */
function scriptAfterFirstPaint(html) {
  const tag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!tag) throw new Error('app.html has no module script');
  const start = `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src='${tag[1]}';document.body.appendChild(s)})})`;
  return html
    .replace(tag[0], '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</body>', `  <script>${start}</script>\n  </body>`);
}

const { renderLandingPage, renderLanguageOffer, LOCALES } = await import(
  pathToFileURL('dist/prerender/landing.js').href
);
const shell = readFileSync('dist/web/app.html', 'utf8');
// `/` in English, and `/{lang}/` in each other language.
for (const locale of LOCALES) {
  const page = scriptAfterFirstPaint(inlineRenderBlocking(await renderLandingPage(shell, locale)));
  if (page.includes('rel="stylesheet"') || page.includes('src="/theme-init.js"')) {
    throw new Error('the landing page still loads a render-blocking file');
  }
  const file = locale === 'en' ? 'dist/web/index.html' : `dist/web/${locale}/index.html`;
  if (locale !== 'en') mkdirSync(`dist/web/${locale}`, { recursive: true });
  writeFileSync(file, page);
  console.log(`prerendered ${file} (${(page.length / 1024).toFixed(1)} KB)`);
}
// The offer of each other language's page, which the server puts into `/` for a browser that
// prefers that language (src/server/domains/landing/language-offer.ts).
mkdirSync('dist/web/language-offers', { recursive: true });
for (const locale of LOCALES.filter((l) => l !== 'en')) {
  writeFileSync(`dist/web/language-offers/${locale}.html`, await renderLanguageOffer(locale));
}
rmSync('dist/prerender', { recursive: true, force: true });
