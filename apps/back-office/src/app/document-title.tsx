import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const APP_TITLE = 'Homeward back office';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  title?: string;
}

/** Sets document.title from the deepest matched route with a `handle.title`: "Customers · Homeward back office". */
export function DocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
  return null;
}
