import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { paths } from '#web/app/paths.ts';
import { AppProvider } from '#web/app/provider.tsx';
import { appRoutes, whenRouterReady } from '#web/app/router.tsx';
import { LanguageOffer } from '#web/features/landing/components/language-offer.tsx';
import { loadEveryNamespace } from '#web/i18n/catalogues.ts';
import { i18nNow, setLocaleForPrerender } from '#web/i18n/locale-store.ts';
import { landingHeadTags, localiseShell } from './landing-head';

/**
 * The landing page in one language as HTML, rendered at build time (scripts/prerender-landing.mjs)
 * from the same route table and providers the browser hydrates (src/web/main.tsx), so the two trees
 * match. `shell` is the built app.html; the result is served at `/` (English) or `/{lang}/`.
 */
export async function renderLandingPage(shell: string, locale: Locale): Promise<string> {
  setLocaleForPrerender(locale, await loadEveryNamespace(locale));
  const i18n = i18nNow();
  const router = createMemoryRouter(appRoutes, { initialEntries: [paths.landing.href(locale)] });
  await whenRouterReady(router);
  const markup = renderToString(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  router.dispose();
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('</head>')) throw new Error('app.html has no empty #root');
  return localiseShell(shell, locale, i18n)
    .replace('</head>', `  ${landingHeadTags(locale, i18n)}\n  </head>`)
    .replace(root, `<div id="root">${markup}</div>`);
}
/** The offer of `locale`'s page, in that language, for the server to put into `/` (routes.ts). */
export async function renderLanguageOffer(locale: Exclude<Locale, 'en'>): Promise<string> {
  setLocaleForPrerender(locale, await loadEveryNamespace(locale));
  return renderToString(<LanguageOffer locale={locale} words={i18nNow()} />);
}

export { LOCALES } from '#shared/lib/i18n/locales.ts';
