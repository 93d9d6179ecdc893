import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import { linguiOptions } from './lingui.plugin';

/**
 * Test files that mock modules (`vi.mock`) or keep state in a module other files read: each runs
 * in a fresh process (vitest.isolated.config.ts). The others share their workers (`isolate:
 * false`): a fresh process and jsdom per file was 60 % of the project's time.
 */
export const ISOLATED = [
  'src/app/initial-load.test.tsx',
  'src/app/status-vocabulary.test.tsx',
  'src/app/step-up.test.tsx',
  'src/features/account-verification/components/selfie-capture.test.tsx',
  'src/features/passkeys/passkeys.test.tsx',
  'src/features/transfers/payment.test.tsx',
  'src/lib/api-client.test.ts',
  // Counts the progress bar's pieces of work from zero; a shared worker may hold some left by a
  // request another file's server never answered.
  'src/lib/progress.test.ts',
];

export const webProject = (isolated: boolean) => ({
  plugins: [lingui(linguiOptions), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: isolated ? 'web-isolated' : 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: isolated ? ISOLATED : ['src/**/*.test.{ts,tsx}'],
    exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...ISOLATED],
    isolate: isolated,
    // The root config's two workers, said again: Vitest resolves a project with its own Vite
    // server afresh, and refuses one group whose projects count workers differently.
    maxWorkers: 2,
    setupFiles: ['./src/testing/setup-tests.ts'],
    globals: true,
    restoreMocks: true,
    // jsdom renders are slow on a loaded 2-core CI machine; the default 5 s flakes there.
    testTimeout: 15_000,
  },
});

export default defineProject(webProject(false));
