// Preloaded (`node --import`) by the server process test: records every package the process
// imports or requires, and writes their names to LOADED_PACKAGES_FILE when it exits, so the test
// can check that packages meant to load on first use (lib/on-first-use.ts) did not load at start.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const seen = new Set();
registerHooks({
  resolve(specifier, context, next) {
    if (!/^(\.|\/|node:|file:|data:)/.test(specifier)) {
      const parts = specifier.split('/');
      seen.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
    return next(specifier, context);
  },
});
process.on('exit', () => {
  if (process.env.LOADED_PACKAGES_FILE) {
    writeFileSync(process.env.LOADED_PACKAGES_FILE, [...seen].sort().join('\n'));
  }
});
