import type { Messages } from '@lingui/core';
import type { Area, Locale } from './catalogs';

/** Each area's words in each language (lingui.config.ts, CATALOG_AREAS), one chunk per file. */
const files = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

export function areaCatalog(locale: Locale, area: Area): Promise<{ messages: Messages }> {
  const load = files[`../locales/${area}/${locale}.po`];
  if (!load) throw new Error(`No ${area} catalog for ${locale}`);
  return load();
}
