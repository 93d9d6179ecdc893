import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a page change, puts the focus at the new page's start when the change took it away: the
 * control that had it (a "Send" or "Continue" button) went with the old page, and the browser
 * then leaves keyboard and screen reader users nowhere, their next Tab starting from the top or
 * from the browser's own toolbar. A page that placed the focus itself (a code field, a heading)
 * keeps it. The start is the page's h1, else its main region.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const start =
      document.querySelector<HTMLElement>('main h1') ??
      document.querySelector<HTMLElement>('h1') ??
      document.querySelector<HTMLElement>('main');
    if (!start) return;
    if (!start.hasAttribute('tabindex')) start.tabIndex = -1;
    // A starting point, not a control: no focus ring (see tokens.css).
    start.dataset.routeFocus = '';
    start.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
