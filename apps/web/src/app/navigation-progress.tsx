import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { startProgress } from '@/lib/progress';

/** Shows the progress bar while the router loads the next page (spec section 2). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => (busy ? startProgress() : undefined), [busy]);
  return null;
}
