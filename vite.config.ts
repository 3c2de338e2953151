import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { pwaPlugin } from './pwa.config';

/**
 * Each language's namespaces under assets/messages/<lang>/: the service worker keeps the owner's
 * own language as it is used (pwa.config.ts), not every language on install.
 */
function messageChunkName(chunk: { facadeModuleId?: string | null }) {
  const message = /dist\/messages\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return message ? `assets/messages/${message[1]}/${message[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

/** Where the customer build writes its manifest; src/server/domains/visits/render.ts reads it. */
const CUSTOMER_MANIFEST = '.vite/customer-manifest.json';

export default defineConfig(({ isSsrBuild, mode }): UserConfig => {
  const customer = mode === 'customer';
  return {
    // The SSR build is the landing page's prerender (src/web/prerender): no service worker there,
    // and none on the customer pages either.
    plugins: [react(), tailwindcss(), ...(isSsrBuild || customer ? [] : [pwaPlugin()])],
    // Every message arrives compiled (scripts/compile-messages.mjs): the browser needs no parser.
    resolve: {
      alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
    publicDir: customer ? false : 'public',
    build: {
      outDir: 'dist/web',
      // The customer build runs second and adds its file beside the owner app's.
      emptyOutDir: !customer,
      manifest: customer ? CUSTOMER_MANIFEST : true,
      sourcemap: false,
      rolldownOptions: isSsrBuild
        ? // Only the owner screens load the update prompt, never the landing page being prerendered.
          { external: ['virtual:pwa-register/react'] }
        : customer
          ? {
              // The customer pages get one script of their own: React and the page in a single
              // file, so a phone on a bad connection makes one request for it, not a cascade of
              // shared chunks (docs/decisions/0033-one-customer-script.md).
              input: { customer: 'src/web/customer/entry.tsx' },
              output: { codeSplitting: false },
            }
          : // app.html is the owner app's shell; scripts/prerender-landing.mjs turns it into the
            // prerendered index.html.
            { input: { app: 'app.html' }, output: { chunkFileNames: messageChunkName } },
    },
    server: {
      proxy: {
        '/api': 'http://127.0.0.1:3000',
        '/rate': 'http://127.0.0.1:3000',
        '/feedback': 'http://127.0.0.1:3000',
      },
    },
  };
});
