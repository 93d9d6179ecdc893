import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** The spec's fallback title, in English; in another language, its translation. */
export const DEFAULT_TITLE = msg`Default Title`;

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  title?: MessageDescriptor;
}

/**
 * Sets document.title from the deepest matched route with a `handle.title`, exactly that title
 * (spec section 2) in the app's language; pages without one, such as "not found", get the
 * spec's fallback.
 */
export function DocumentTitle() {
  const { t } = useLingui();
  const matches = useMatches();
  const descriptor =
    [...matches]
      .reverse()
      .map((match) => (match.handle as RouteHandle | undefined)?.title)
      .find(Boolean) ?? DEFAULT_TITLE;
  const title = t(descriptor);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
