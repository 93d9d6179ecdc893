import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const DEFAULT_TITLE = 'Default Title';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  title?: string;
}

/**
 * Sets document.title from the deepest matched route with a `handle.title`, exactly that title
 * (spec section 2); pages without one, such as "not found", get the spec's fallback.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const title =
    [...matches]
      .reverse()
      .map((match) => (match.handle as RouteHandle | undefined)?.title)
      .find(Boolean) ?? DEFAULT_TITLE;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
