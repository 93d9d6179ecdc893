import { Trans, useLingui } from '@lingui/react/macro';
import { groupedPickupCode, type Pickup } from '@homeward/contract';
import { Store } from 'lucide-react';
import { CopyButton } from '@/components/copy-button';

/**
 * A cash pickup transfer that was paid out: the code the recipient gives at the counter, where
 * and with what. We text the code to the recipient too; the sender sees it here to pass it on
 * (a call, a chat) in case the text does not arrive. The copy is the bare digits, as a counter
 * clerk's screen takes them; the page shows them grouped to read aloud.
 */
export function PickupPanel({ pickup }: { pickup: Pickup }) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="pickup-heading"
      className="rounded-card border border-success/30 bg-success-soft p-5 sm:p-6"
    >
      <h2 id="pickup-heading" className="flex items-center gap-2 font-semibold text-ink">
        <Store aria-hidden="true" className="size-5 shrink-0 text-success" />
        <Trans>Ready to collect</Trans>
      </h2>
      <p className="mt-1 text-ink">
        <Trans>
          We texted this code to the recipient. They give it at the counter to collect the money.
        </Trans>
      </p>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm text-muted">
            <Trans>Pickup code</Trans>
          </dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <span
              translate="no"
              className="font-mono text-2xl font-bold tracking-wider text-ink tabular-nums"
            >
              {groupedPickupCode(pickup.code)}
            </span>
            <CopyButton text={pickup.code} label={t`Copy code`} done={t`Code copied`} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">
            <Trans>Where to collect</Trans>
          </dt>
          <dd className="font-medium text-ink">{pickup.network}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">
            <Trans>What to bring</Trans>
          </dt>
          <dd className="font-medium text-ink">{pickup.bring}</dd>
        </div>
      </dl>
    </section>
  );
}
