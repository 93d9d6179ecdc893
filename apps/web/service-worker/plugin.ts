import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Public files the shell needs offline (the rest of public/ is not the app's). */
const PUBLIC_SHELL =
  /^(offline\.html|offline\.css|favicon\.svg|manifest\.webmanifest|icons\/.*\.png)$/;
/**
 * Build output that is the app shell: the hashed scripts and styles (about 1 MB, 300 KB
 * compressed), every language's catalog among them. Not the 250 country flags, nor the fonts
 * for Devanagari, Bengali and Urdu (300 KB, decision 0037): each is fetched when a page needs it
 * and kept a year by the HTTP cache, so a phone that speaks English never downloads them.
 */
const BUILT_SHELL = /^assets\/.*\.(js|css)$/;

function* filesUnder(dir: string, prefix = ''): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file, `${prefix}${name}/`);
    else yield `${prefix}${name}`;
  }
}

/**
 * Writes /sw.js on `vite build`: service-worker/sw.js with the build's shell files and a version
 * made from their (hashed) names. Written here rather than with vite-plugin-pwa/Workbox: a
 * precache list and five event listeners are all Homeward needs (docs/decisions/0028).
 *
 * The list is read from the files written, not from the bundle Rollup hands plugins: a CSS-only
 * chunk (a language's script fonts) has a JavaScript stub there that Vite drops before writing,
 * and one missing file fails the worker's whole install.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'homeward-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const built = [...filesUnder(outDir)].filter((name) => BUILT_SHELL.test(name));
      const shipped = [...filesUnder(publicDir)].filter((name) => PUBLIC_SHELL.test(name));
      const precache = [...new Set([...built, ...shipped])].map((name) => `/${name}`).sort();
      // Built files change name when they change; public ones do not, so their bytes count too.
      const hash = createHash('sha256').update(precache.join('\n'));
      for (const name of shipped) hash.update(readFileSync(path.join(publicDir, name)));
      const version = hash.digest('hex').slice(0, 16);
      const source = readFileSync(new URL('./sw.js', import.meta.url), 'utf8')
        .replace('self.__HOMEWARD_PRECACHE__', JSON.stringify(precache))
        .replace('self.__HOMEWARD_VERSION__', JSON.stringify(version));
      writeFileSync(path.join(outDir, 'sw.js'), source);
    },
  };
}
