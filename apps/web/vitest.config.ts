import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiOptions } from './lingui.plugin';

export default defineProject({
  plugins: [lingui(linguiOptions), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    globals: true,
    restoreMocks: true,
    // jsdom renders are slow on a loaded 2-core CI machine; the default 5 s flakes there.
    testTimeout: 15_000,
  },
});
