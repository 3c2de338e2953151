import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { paths } from './app/paths';
import { AppProvider } from './app/provider';
import { createAppRouter, whenRouterReady } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from app.html');
const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// `/` arrives prerendered (src/web/prerender): hydrate it once its route's code is in, so the
// first client render matches the HTML. Every other screen starts from the empty shell.
if (root.hasChildNodes() && window.location.pathname === paths.home.href()) {
  // As a transition, hydration yields to the browser every few milliseconds rather than holding
  // the main thread on a slow phone.
  void whenRouterReady(router).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
