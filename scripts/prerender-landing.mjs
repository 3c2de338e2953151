// Renders the landing page into dist/web/index.html at build time (issue 20), from the SSR build
// of src/web/prerender/landing.tsx and the built app shell (dist/web/app.html). The browser then
// hydrates it (src/web/main.tsx). docs/decisions/0031-prerendered-landing.md
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const LANDING_ROUTE = 'src/web/app/routes/landing.tsx';

/**
 * The landing route's chunks, fetched beside the app's entry rather than after it: the page is
 * already on screen, and hydration (which makes its buttons work) waits for them.
 */
function landingPreloads(shell) {
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || key === 'app.html' || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(LANDING_ROUTE);
  if (files.size === 0) throw new Error(`${LANDING_ROUTE} is not in the Vite manifest`);
  return [...files]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

const { renderLandingPage } = await import(pathToFileURL('dist/prerender/landing.js').href);
const shell = readFileSync('dist/web/app.html', 'utf8');
const page = (await renderLandingPage(shell)).replace('</head>', `  ${landingPreloads(shell)}\n  </head>`);
writeFileSync('dist/web/index.html', page);
rmSync('dist/prerender', { recursive: true, force: true });
console.log(`prerendered dist/web/index.html (${(page.length / 1024).toFixed(1)} KB)`);
