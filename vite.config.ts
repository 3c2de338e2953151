import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugin } from './pwa.config';

export default defineConfig({
  plugins: [react(), tailwindcss(), pwaPlugin()],
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // The customer pages get their own small entry: React and the page, nothing of the dashboard.
      input: { app: 'index.html', customer: 'src/web/customer/entry.tsx' },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/rate': 'http://127.0.0.1:3000',
      '/feedback': 'http://127.0.0.1:3000',
    },
  },
});
