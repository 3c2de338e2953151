import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter, whenRouterReady } from './app/router';
import { initialLocale, landingLocaleOf } from './i18n/initial-locale';
import { switchLocale } from './i18n/locale-store';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from app.html');
// The first render is in the owner's language: the modules loaded so far asked for their messages
// in it (src/web/i18n/locale-store.ts), and each screen's module asks for its own as it loads.
const language = switchLocale(initialLocale(window.location));
const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// `/` and `/{lang}/` arrive prerendered (src/web/prerender): hydrate once the route's code and the
// page's language are in, so the first client render matches the HTML. Every other screen starts
// from the empty shell.
if (root.hasChildNodes() && landingLocaleOf(window.location.pathname) !== null) {
  // As a transition, hydration yields to the browser every few milliseconds rather than holding
  // the main thread on a slow phone.
  void Promise.all([whenRouterReady(router), language]).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
} else {
  void language.then(() => {
    root.replaceChildren();
    createRoot(root).render(app);
  });
}
