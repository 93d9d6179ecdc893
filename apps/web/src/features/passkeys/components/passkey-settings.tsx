import { PASSKEY_NAME_MAX, type Passkey } from '@homeward/contract';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Fingerprint, Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingRegion, Skeleton, SkeletonField, SkeletonIconRows } from '@homeward/ui/skeleton';
import { TextField } from '@homeward/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatRelative } from '@/lib/format';
import { describePasskeyError, passkeysSupported } from '@/lib/webauthn';
import { useAddPasskey } from '../api/add-passkey';
import { passkeysQueryOptions } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';

/** A name the customer may type: what the server accepts too (the contract's rule). */
function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length > PASSKEY_NAME_MAX) {
    return t`The name must be at most ${PASSKEY_NAME_MAX} characters.`;
  }
  return undefined;
}

function Notice({ children }: { children: string }) {
  return (
    <p role="status" className="mb-4 rounded-field bg-success-soft px-4 py-3 text-sm text-success">
      {children}
    </p>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: (notice?: string) => void }) {
  const { t } = useLingui();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const current = passkey.name;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() === '' ? t`The name field is required.` : nameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await rename.mutateAsync({ id: passkey.id, name: name.trim() });
      const renamed = name.trim();
      onDone(t`Renamed to ${renamed}.`);
    } catch (failure) {
      setError(describePasskeyError(failure));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-3">
      <TextField
        className="sm:max-w-md"
        label={t`New name for ${current}`}
        value={name}
        maxLength={PASSKEY_NAME_MAX + 20}
        autoFocus
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={rename.isPending}>
          <Trans>Save name</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function PasskeyRow({
  passkey,
  onRemove,
  onRenamed,
}: {
  passkey: Passkey;
  onRemove: () => void;
  onRenamed: (notice: string) => void;
}) {
  const { t } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const name = passkey.name;
  const added = formatDate(passkey.created_at);
  const lastUsed = passkey.last_used_at ? formatRelative(passkey.last_used_at, t`just now`) : null;
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    // Back from the rename form: the keyboard continues where it started.
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  return (
    <li className="py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Fingerprint aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold [overflow-wrap:anywhere] text-ink">
              <bdi translate="no">{name}</bdi>
            </p>
            <p className="mt-0.5 text-sm text-muted">
              <Trans>
                Added <time dateTime={passkey.created_at}>{added}</time>
              </Trans>
              {passkey.backed_up ? (
                <>
                  {' · '}
                  <Trans>Synced between your devices</Trans>
                </>
              ) : null}
            </p>
            <p className="text-sm text-muted">
              {passkey.last_used_at && lastUsed ? (
                <Trans>
                  Last used <time dateTime={passkey.last_used_at}>{lastUsed}</time>
                </Trans>
              ) : (
                <Trans>Not used yet</Trans>
              )}
            </p>
          </div>
        </div>
        {renaming ? null : (
          <div className="flex gap-2 self-start sm:self-center">
            <Button
              ref={renameButton}
              variant="secondary"
              onClick={() => setRenaming(true)}
              aria-label={t`Rename ${name}`}
            >
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Rename</Trans>
            </Button>
            <Button variant="secondary" onClick={onRemove} aria-label={t`Remove ${name}`}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        )}
      </div>
      {renaming ? (
        <RenameForm
          passkey={passkey}
          onDone={(notice) => {
            setRenaming(false);
            if (notice) onRenamed(notice);
          }}
        />
      ) : null}
    </li>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  const { t } = useLingui();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = nameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const added = await add.mutateAsync(name.trim() || undefined);
      setName('');
      onAdded(added);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return;
      setFailure(describePasskeyError(caught));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        className="sm:max-w-md"
        label={t`Name of the new passkey (optional)`}
        hint={t`For example “My phone”. Without a name we use the browser and system.`}
        value={name}
        maxLength={PASSKEY_NAME_MAX + 20}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={add.isPending} className="w-full sm:w-auto">
        <Fingerprint aria-hidden="true" className="size-5" />
        <Trans>Add a passkey</Trans>
      </Button>
    </form>
  );
}

/**
 * Settings: the customer's passkeys (name, added, last used), adding one under a name,
 * renaming and removing. Hidden in browsers without WebAuthn.
 */
export function PasskeySettings() {
  const { t } = useLingui();
  const passkeys = useQuery(passkeysQueryOptions());
  const remove = useRemovePasskey();
  const [target, setTarget] = useState<Passkey | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (passkeys.isPending) {
    // A passkey's row (Rename, Remove) and the form to add one, as they will stand.
    return (
      <LoadingRegion label={t`Loading your passkeys`}>
        <div className="-mt-4 mb-5">
          <SkeletonIconRows count={1} lines={3} actions={2} />
        </div>
        <div className="space-y-4 border-t border-line pt-5 sm:max-w-md">
          <SkeletonField />
          <Skeleton className="h-11 w-full rounded-field sm:w-44" />
        </div>
      </LoadingRegion>
    );
  }
  if (passkeys.isError) {
    return (
      <Alert tone="error">
        <p>
          <Trans>We could not load your passkeys.</Trans>
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void passkeys.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }

  const close = () => {
    setTarget(null);
    setDialogError(null);
  };
  const confirm = async () => {
    if (!target) return;
    const name = target.name;
    try {
      await remove.mutateAsync(target.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        close();
        setNotice(t`${name} was already removed.`);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setDialogError(describePasskeyError(error));
      }
      return;
    }
    close();
    setNotice(t`${name} has been removed.`);
  };

  const name = target?.name ?? '';
  return (
    <>
      {notice ? <Notice>{notice}</Notice> : null}
      {passkeys.data.length === 0 ? (
        <p className="mb-5 text-muted">
          <Trans>
            You have no passkeys yet. A passkey signs you in with your fingerprint, face or screen
            lock, with no password to type.
          </Trans>
        </p>
      ) : (
        <ul aria-label={t`Your passkeys`} className="-mt-4 mb-5 divide-y divide-line">
          {passkeys.data.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRenamed={setNotice}
              onRemove={() => {
                setNotice(null);
                setTarget(passkey);
              }}
            />
          ))}
        </ul>
      )}
      <div className="border-t border-line pt-5">
        <AddPasskeyForm onAdded={({ name }) => setNotice(t`${name} has been added.`)} />
      </div>
      {target ? (
        <ConfirmDialog
          title={t`Remove ${name}?`}
          confirmLabel={t`Remove passkey`}
          onConfirm={() => void confirm()}
          onCancel={close}
          busy={remove.isPending}
          error={dialogError}
        >
          <Trans>
            You will no longer be able to sign in with this passkey. Your password and your other
            ways to sign in stay as they are.
          </Trans>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Whether to show the section at all: only where the browser can make passkeys. */
export const showPasskeySettings = passkeysSupported;
