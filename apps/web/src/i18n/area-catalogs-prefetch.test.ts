import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { AREA_CATALOGS, prefetchAreaCatalogs } from '../../vite-plugins/prefetch-area-catalogs';

/** The plugin's index.html step, as `vite build` runs it, over a bundle of the given chunks. */
function tagsFor(chunks: { fileName: string; facadeModuleId: string }[], base = '/') {
  const plugin: Plugin = prefetchAreaCatalogs();
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const { handler } = plugin.transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => unknown;
  };
  const bundle = Object.fromEntries(
    chunks.map((chunk) => [chunk.fileName, { type: 'chunk', ...chunk }]),
  );
  return handler('<html></html>', { bundle } as unknown as IndexHtmlTransformContext);
}

describe('the area catalogs’ list', () => {
  it('is prefetched from index.html, so an area’s words are asked for with its code', () => {
    const tags = tagsFor([
      { fileName: 'assets/index-abc.js', facadeModuleId: '/app/apps/web/index.html' },
      { fileName: 'assets/area-catalogs-xyz.js', facadeModuleId: `/app/apps/web/${AREA_CATALOGS}` },
    ]);
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'prefetch', href: '/assets/area-catalogs-xyz.js', crossorigin: '' },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when the list is not a chunk of its own (the prefetch would be lost)', () => {
    expect(() =>
      tagsFor([{ fileName: 'assets/index-abc.js', facadeModuleId: '/app/apps/web/index.html' }]),
    ).toThrow(/area-catalogs/);
  });
});
