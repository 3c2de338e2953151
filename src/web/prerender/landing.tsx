import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '#web/app/provider.tsx';
import { appRoutes, whenRouterReady } from '#web/app/router.tsx';
import { landingHeadTags } from './landing-head';

/**
 * The landing page as HTML, rendered at build time (scripts/prerender-landing.mjs) from the same
 * route table and providers the browser hydrates (src/web/main.tsx), so the two trees match.
 * `shell` is the built app.html; the result is written as index.html, served at `/`.
 */
export async function renderLandingPage(shell: string): Promise<string> {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
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
  return shell
    .replace('</head>', `  ${landingHeadTags()}\n  </head>`)
    .replace(root, `<div id="root">${markup}</div>`);
}
