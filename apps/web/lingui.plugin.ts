import { fileURLToPath } from 'node:url';
import type { LinguiPluginOpts } from '@lingui/vite-plugin';

/**
 * How the build and the tests run Lingui: its native macro transform (no Babel pass), and a
 * build that fails on a catalog that does not compile or lacks a translation, so a language
 * cannot ship half done.
 */
export const linguiOptions: LinguiPluginOpts = {
  // The tests start from the repository's root, the build from this workspace.
  configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
  macroTransform: true,
  failOnCompileError: true,
  failOnMissing: 'catalog',
};
