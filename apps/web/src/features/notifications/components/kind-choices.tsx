import type { NotificationChannel, NotificationPreference } from '@homeward/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useId } from 'react';
import { SwitchControl } from './switch-control';

/**
 * The visible name, and the switch's name for a screen reader ("Transfer updates by email"):
 * whole sentences, so each language can put the kind and the channel in its own order.
 */
const channelNames: Record<
  NotificationChannel,
  { short: MessageDescriptor; long: (kind: string) => MessageDescriptor }
> = {
  email: { short: msg`Email`, long: (kind) => msg`${kind} by email` },
  sms: { short: msg`Text`, long: (kind) => msg`${kind} by text message` },
  push: { short: msg`Push`, long: (kind) => msg`${kind} by push notification` },
};

interface KindChoicesProps {
  label: string;
  description: string;
  /** Said of a locked channel: why it cannot be turned off. */
  lockedNote?: string;
  /** This kind's channels, in the contract's order. */
  choices: readonly NotificationPreference[];
  /** Channels that cannot reach the customer now (SMS without a mobile number). */
  unavailable: ReadonlySet<NotificationChannel>;
  shown: (choice: NotificationPreference) => boolean;
  busy: (choice: NotificationPreference) => boolean;
  onChange: (choice: NotificationPreference, enabled: boolean) => void;
}

/** One kind of message: what it covers, and a switch for each channel it can come by. */
export function KindChoices(props: KindChoicesProps) {
  const { label, description, lockedNote, choices, unavailable, shown, busy, onChange } = props;
  const { t } = useLingui();
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="py-4">
      <p id={`${id}-label`} className="font-medium text-ink">
        {label}
      </p>
      <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
        {description}
      </p>
      {lockedNote ? (
        <p id={`${id}-locked`} className="mt-1 text-sm text-muted">
          {lockedNote}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        {choices.map((choice) => {
          const off = unavailable.has(choice.channel);
          const disabled = choice.locked || off;
          return (
            <label
              key={choice.channel}
              className={clsx(
                'inline-flex items-center gap-2 text-sm font-medium text-ink',
                disabled ? 'cursor-not-allowed' : 'cursor-pointer',
                off && 'text-muted',
              )}
            >
              <SwitchControl
                aria-label={t(channelNames[choice.channel].long(label))}
                aria-describedby={
                  choice.locked && lockedNote ? `${id}-locked` : `${id}-description`
                }
                aria-busy={busy(choice) || undefined}
                checked={!off && shown(choice)}
                disabled={disabled}
                onChange={(enabled) => onChange(choice, enabled)}
              />
              {t(channelNames[choice.channel].short)}
            </label>
          );
        })}
      </div>
    </div>
  );
}
