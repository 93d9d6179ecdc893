import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiOptions } from './lingui.plugin';
import { serviceWorker } from './service-worker/plugin';
import { prefetchAreaCatalogs } from './vite-plugins/prefetch-area-catalogs';

const api = 'http://127.0.0.1:8080';

/** What the sign-in screen shares with the screens after it (scripts/measure-bundle.mjs weighs it). */
const SIGN_IN_PARTS = new RegExp(
  [
    String.raw`packages[\/]ui[\/]src[\/](alert|field-message|text-field)\.tsx`,
    String.raw`src[\/]components[\/](checkbox|password-field|passkey-button|language-picker)\.tsx`,
    String.raw`src[\/]lib[\/](describe-failure|webauthn)\.ts`,
    String.raw`src[\/]features[\/]auth[\/](components[\/]auth-layout\.tsx|lib[\/]field-checks\.ts)`,
    String.raw`contract[\/]src[\/]password-rules\.ts`,
    String.raw`node_modules[\/]clsx[\/]`,
    String.raw`lucide-react[\/]dist[\/]esm[\/](createLucideIcon|defaultAttributes|Icon|shared[\/]|context|icons[\/](circle-alert|eye|eye-off|fingerprint-pattern|languages)\.js)`,
  ].join('|'),
);

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
            // The small pieces the sign-in screen shares with later screens (fields, alerts, the
            // language picker, their icons): one file, not fifteen, each of which was compressed
            // on its own and cost the first load its own header and dictionary.
            {
              name: 'sign-in-parts',
              test: SIGN_IN_PARTS,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
