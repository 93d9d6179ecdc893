import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * How a front end's build is served (the customer SPA and the back office alike): one route per
 * file present at start, so any other path reaches the app's not-found handler (its page or a
 * JSON 404); hashed assets cached for a year, other files five minutes; no dotfiles; index.html
 * never as a file, since it is answered as the page.
 */
export function builtFiles(root: string): FastifyStaticOptions {
  return {
    root,
    // Since @fastify/static 10 the wildcard route itself answers some paths it cannot open (a
    // name longer than the file system allows) with a 403.
    wildcard: false,
    index: false,
    cacheControl: false,
    // Since @fastify/static 10 dotfiles are served unless told otherwise; none is public here.
    dotfiles: 'ignore',
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/',
    // Called with Fastify's reply since @fastify/static 10 (the raw response before).
    setHeaders: (reply, filePath) => {
      // The service worker is checked on every visit, so a deploy reaches the next load.
      const cacheControl = filePath.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : path.basename(filePath) === 'sw.js'
          ? 'no-cache'
          : 'public, max-age=300';
      reply.header('cache-control', cacheControl);
    },
  };
}
