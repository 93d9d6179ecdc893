import { Trans } from '@lingui/react/macro';
import { ArrowRight, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { paths } from '@/lib/paths';

/** The last stage: everything is in, on to the dashboard. */
export function AllSet() {
  return (
    <div className="text-center sm:py-4">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <PartyPopper aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-ink">
        <Trans>You&apos;re all set</Trans>
      </h2>
      <p className="mx-auto mt-1.5 max-w-md text-muted">
        <Trans>
          Your details are in and your mobile number is verified. Your dashboard shows what is left,
          such as the documents that raise your limits.
        </Trans>
      </p>
      <Link to={paths.dashboard} className={buttonClasses('primary', 'mt-6 w-full sm:w-auto')}>
        <Trans>Go to the dashboard</Trans>
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </div>
  );
}
