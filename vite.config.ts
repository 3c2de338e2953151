import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugin } from './pwa.config';

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build is the landing page's prerender (src/web/prerender): no service worker there.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pwaPlugin()])],
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: isSsrBuild
      ? // Only the owner screens load the update prompt, never the landing page being prerendered.
        { external: ['virtual:pwa-register/react'] }
      : {
          // app.html is the owner app's shell; scripts/prerender-landing.mjs turns it into the
          // prerendered index.html. The customer pages get their own small entry: React and the
          // page, nothing of the dashboard.
          input: { app: 'app.html', customer: 'src/web/customer/entry.tsx' },
        },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/rate': 'http://127.0.0.1:3000',
      '/feedback': 'http://127.0.0.1:3000',
    },
  },
}));
