import type { Device } from '@homeward/contract';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SkeletonIconRows } from '@homeward/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { formatDate, formatRelative } from '@/lib/format';
import { devicesQueryKey, devicesQueryOptions } from '../api/get-devices';
import { useRemoveDevice } from '../api/remove-device';
import { SignOutOthers } from './sign-out-others';

const isPhone = (device: Device) =>
  /android|iphone|ipad|ios|mobile/i.test(
    `${device.os_version ?? ''} ${device.client_version ?? ''}`,
  );

/** The browser as the server saw it; said in running text (notices, labels). */
const deviceName = (device: Device) => device.client_version ?? t`Unknown browser`;

/** The browser, and the system it runs on when known. */
function DeviceName({ device }: { device: Device }) {
  const os = device.os_version;
  const name = device.client_version ? (
    <bdi translate="no">{device.client_version}</bdi>
  ) : (
    <Trans>Unknown browser</Trans>
  );
  if (!os) return name;
  return (
    <Trans>
      {name}
      <span className="font-normal text-muted">
        {' '}
        on <bdi translate="no">{os}</bdi>
      </span>
    </Trans>
  );
}

function DeviceRow({ device, onRemove }: { device: Device; onRemove: () => void }) {
  const { t } = useLingui();
  const Icon = isPhone(device) ? Smartphone : Monitor;
  const name = deviceName(device);
  const ip = device.ip_address;
  const signedIn = formatDate(device.created_at);
  const lastActive = formatRelative(device.last_active_at, t`just now`);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
            <span>
              <DeviceName device={device} />
            </span>
            {device.is_current ? (
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                <Trans>This device</Trans>
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 text-sm text-muted">
            {ip ? (
              <>
                <Trans>
                  IP <bdi translate="no">{ip}</bdi>
                </Trans>
                {' · '}
              </>
            ) : null}
            <Trans>
              Signed in <time dateTime={device.created_at}>{signedIn}</time>
            </Trans>
          </p>
          <p className="text-sm text-muted">
            {device.is_current ? (
              <Trans>Active now</Trans>
            ) : (
              <Trans>
                Last active <time dateTime={device.last_active_at}>{lastActive}</time>
              </Trans>
            )}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        onClick={onRemove}
        aria-label={device.is_current ? t`Remove ${name} (this device)` : t`Remove ${name}`}
        className="self-start sm:self-center"
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

interface DeviceListProps {
  /** Removing this browser's own session signed it out: the caller ends the session. */
  onSignedOut: () => void;
}

/** Every browser signed in to the account; removing one signs it out at once. */
export function DeviceList({ onSignedOut }: DeviceListProps) {
  const { t } = useLingui();
  const devices = useQuery(devicesQueryOptions());
  const remove = useRemoveDevice();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Device | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: devicesQueryKey });

  const close = () => {
    setTarget(null);
    setDialogError(null);
  };

  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        close();
        const name = deviceName(target);
        setNotice(t`${name} was already signed out.`);
        void refresh();
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setDialogError(
          describeFailure(error, t`We could not remove the device. Please try again.`),
        );
      }
      return;
    }
    if (target.is_current) {
      onSignedOut();
      return;
    }
    close();
    const name = deviceName(target);
    setNotice(t`${name} has been signed out.`);
    void refresh();
  };

  if (devices.isPending) {
    // Row for row as the list below: the icon, name, where and when, and Remove.
    return (
      <div className="-my-4">
        <SkeletonIconRows label={t`Loading your devices`} count={2} lines={3} actions={1} />
      </div>
    );
  }
  if (devices.isError) {
    return (
      <Alert tone="error">
        <p>
          <Trans>We could not load your devices.</Trans>
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void devices.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }

  const others = devices.data.filter((device) => !device.is_current).length;
  const name = target ? deviceName(target) : '';
  return (
    <>
      {notice ? (
        <p
          role="status"
          className="mb-2 rounded-field bg-success-soft px-4 py-3 text-sm text-success"
        >
          {notice}
        </p>
      ) : null}
      <ul aria-label={t`Signed-in devices`} className="-my-4 divide-y divide-line">
        {devices.data.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            onRemove={() => {
              setNotice(null);
              setTarget(device);
            }}
          />
        ))}
      </ul>
      {others > 0 ? (
        <div className="mt-6 border-t border-line pt-5">
          <SignOutOthers
            others={others}
            onDone={() => {
              setNotice(
                plural(others, {
                  one: 'Your other device has been signed out.',
                  other: 'Your # other devices have been signed out.',
                }),
              );
              void refresh();
            }}
          />
        </div>
      ) : null}
      {target ? (
        <ConfirmDialog
          title={target.is_current ? t`Sign out this device?` : t`Remove ${name}?`}
          confirmLabel={target.is_current ? t`Remove and sign out` : t`Remove`}
          onConfirm={() => void confirm()}
          onCancel={close}
          busy={remove.isPending}
          error={dialogError}
        >
          {target.is_current ? (
            <Trans>This is the browser you are using now. You will need to sign in again.</Trans>
          ) : (
            <Trans>
              <DeviceName device={target} /> will be signed out at once and will need your password
              to sign in again.
            </Trans>
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
