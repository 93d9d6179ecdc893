import type { ComponentProps } from 'react';

/** A link to another site, opened in a new tab without giving that tab a handle on this one. */
export function ExternalLink(props: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
