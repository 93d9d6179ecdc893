import { Trans } from '@lingui/react/macro';
import type { Recipient } from '@homeward/contract';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';
import { nameOfCountry } from '@/lib/country-name';

function ChosenRecipient({ recipient }: { recipient: Recipient }) {
  return (
    <p className="flex items-center gap-3 rounded-field border border-brand-600 bg-brand-50 p-4">
      <UserRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <span>
        <span translate="no" className="block font-semibold text-ink">
          {recipient.full_name}
        </span>
        <span className="block text-sm text-muted">{recipient.summary}</span>
      </span>
    </p>
  );
}

/** Why this recipient cannot take this quote's money: another currency or country. */
function UnfitRecipient({ recipient }: { recipient: Recipient }) {
  const name = recipient.full_name;
  const currency = recipient.currency;
  const country = nameOfCountry(recipient.country);
  return (
    <Trans>
      <bdi translate="no">{name}</bdi> cannot receive this transfer ({currency}, to {country}).
      Choose another recipient.
    </Trans>
  );
}

interface RecipientStepProps {
  heading: ReactNode;
  /** The recipients feature's picker, when the app composed it in. */
  picker: ReactNode;
  chosen: Recipient | null;
  /** A recipient who cannot receive this quote's money (another currency or country). */
  unfit: Recipient | null;
  notFound: boolean;
  error: string | null;
  loading: boolean;
  onContinue: () => void;
}

/** Step 1: who receives the money. */
export function RecipientStep({
  heading,
  picker,
  chosen,
  unfit,
  notFound,
  error,
  loading,
  onContinue,
}: RecipientStepProps) {
  return (
    <div className="space-y-5">
      {heading}
      {picker ?? (
        <>
          {chosen ? <ChosenRecipient recipient={chosen} /> : null}
          {!chosen ? (
            <Alert tone="info">
              <Trans>
                Choosing a recipient is not available on this page yet. Open a recipient from{' '}
                <Link to={paths.recipients} className="font-semibold underline">
                  your recipients
                </Link>{' '}
                and send to them from there.
              </Trans>
            </Alert>
          ) : null}
        </>
      )}
      {unfit ? (
        <Alert tone="info">
          <UnfitRecipient recipient={unfit} />
        </Alert>
      ) : null}
      {notFound ? (
        <Alert tone="info">
          <Trans>We could not find that recipient. Choose another one.</Trans>
        </Alert>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onContinue} loading={loading} className="w-full sm:w-auto sm:min-w-40">
          <Trans>Continue</Trans>
        </Button>
      </div>
    </div>
  );
}
