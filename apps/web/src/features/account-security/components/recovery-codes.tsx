import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { downloadText } from '@/lib/download';

/** The recovery codes, shown once, right after enrolment. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <Alert tone="info" title={t`Your authenticator app is on`}>
        <Trans>From now on, signing in asks for a code from the app.</Trans>
      </Alert>
      <h3 ref={heading} tabIndex={-1} className="mt-6 font-semibold text-ink">
        <Trans>Save your recovery codes</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          If you lose your phone, each code signs you in once instead of the app. Keep them
          somewhere safe, such as a password manager. We will not show them again.
        </Trans>
      </p>
      <ul
        aria-label={t`Recovery codes`}
        translate="no"
        className="mt-4 grid grid-cols-2 gap-2 rounded-field bg-canvas p-4 font-mono text-base text-ink sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <CopyButton text={codes.join('\n')} label={t`Copy all`} done={t`Codes copied`} />
        <Button
          variant="secondary"
          onClick={() =>
            downloadText(
              'homeward-recovery-codes.txt',
              [
                t`Homeward recovery codes`,
                t`Each code signs you in once if you lose your authenticator app.`,
                '',
                ...codes,
                '',
              ].join('\n'),
            )
          }
        >
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </div>
  );
}
