import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { Spinner } from '@homeward/ui/spinner';

export interface SignOutProps {
  onSignOut: () => void;
  signingOut: boolean;
}

export function SignOutButton({
  onSignOut,
  signingOut,
  className,
}: SignOutProps & { className?: string }) {
  return (
    <button
      type="button"
      onClick={onSignOut}
      disabled={signingOut}
      className={clsx(
        'inline-flex min-h-11 items-center gap-3 rounded-field px-3 text-sm font-semibold text-muted',
        'hover:bg-brand-50 hover:text-ink disabled:cursor-wait',
        className,
      )}
    >
      {signingOut ? (
        <Spinner className="size-5" />
      ) : (
        <LogOut aria-hidden="true" className="size-5" />
      )}
      <Trans>Sign out</Trans>
    </button>
  );
}
