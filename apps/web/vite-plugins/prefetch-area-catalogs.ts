import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** The chunk that lists the areas' catalog files (src/i18n/catalogs.ts says why it is apart). */
export const AREA_CATALOGS = 'src/i18n/area-catalogs.ts';

/**
 * Lets the browser fetch the list of the areas' catalogs while it is idle, with a
 * `<link rel="prefetch">` in index.html.
 *
 * An area's catalog can only be asked for once that list is in: after sign-in, the dashboard
 * waited for the list, then for its words, one trip behind its own code (app/routes.tsx,
 * `withWords`). With the list already in the browser's cache, the dashboard's words are asked
 * for together with its code. A prefetch is fetched at the lowest priority once the page has
 * what it needs, so the sign-in route's first load gains no byte (scripts/measure-bundle.mjs);
 * an import in the entry would have put the list, or the dashboard's nine files, in it.
 */
export function prefetchAreaCatalogs(): Plugin {
  let base = '/';
  return {
    name: 'homeward-prefetch-area-catalogs',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html: string, { bundle }: IndexHtmlTransformContext) => {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith(AREA_CATALOGS) === true,
        );
        // A build without it lost the prefetch silently: fail it instead.
        if (!chunk) throw new Error(`No chunk for ${AREA_CATALOGS} to prefetch`);
        return [
          {
            tag: 'link',
            // `crossorigin`, as the module import that uses it: one request, one cache entry.
            attrs: { rel: 'prefetch', href: `${base}${chunk.fileName}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
