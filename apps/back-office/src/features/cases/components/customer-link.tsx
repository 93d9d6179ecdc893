import type { CaseSummary } from '@homeward/contract';
import { Link } from 'react-router';
import { pathTo } from '@/lib/paths';

/** The customer a case belongs to (theirs, or their recipient's): CRN and name, to their page. */
export function CustomerLink({ customer }: { customer: CaseSummary['customer'] }) {
  return (
    <Link
      to={pathTo('customer', { id: customer.id })}
      className="font-semibold text-brand-700 hover:underline"
    >
      <span className="font-mono">{customer.crn}</span>
      {customer.name ? ` · ${customer.name}` : null}
    </Link>
  );
}
