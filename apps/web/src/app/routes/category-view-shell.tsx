import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/features/customer-layout/components/public-layout';
import { CustomerShell } from './customer-shell';

/**
 * The upload page's frame: the customer layout when signed in, a plain branded page when opened
 * from a hand-off link on a phone (no session, so nothing there may ask for the profile).
 */
export function CategoryViewShell() {
  const token = useSearchParams()[0].get('token');
  return token ? <PublicLayout /> : <CustomerShell />;
}

export { CategoryViewShell as Component };
