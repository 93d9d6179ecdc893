import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiOptions } from './lingui.plugin';
import { serviceWorker } from './service-worker/plugin';
import { prefetchAreaCatalogs } from './vite-plugins/prefetch-area-catalogs';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [lingui(linguiOptions), react(), tailwindcss(), prefetchAreaCatalogs(), serviceWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // In development the SPA and the API share Vite's origin, so cookies and the XSRF token
    // behave as they do in production, where one server serves both.
    proxy: {
      '/client': api,
      '/sanctum': api,
      '/health': api,
      '/broadcasting': api,
      '/dev': api,
      '/app': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // scripts/measure-bundle.mjs reads it to weigh what each route loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes less often than the app: its own long-cached chunk.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 20,
            },
            // Shared by the sign-in and sign-up screens; zod stays out, with the forms that use it.
            {
              name: 'react-hook-form',
              test: /node_modules[\\/]react-hook-form[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
