import type { UploadToken } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { formatSeconds, useCountdown } from '@/lib/use-countdown';
import { paths } from '@/lib/paths';
import { getUploadToken, type CustomerDocument } from '../api/documents';
import { inSentence } from '@/lib/format';

interface HandOffPanelProps {
  categoryId: number;
  typeId: number;
  typeTitle: string;
  /** The customer's documents of this category, refreshed while the link is open. */
  documents: CustomerDocument[];
  /** Whether the page should look for the phone's upload (poll the profile). */
  onWatchChange: (watching: boolean) => void;
  /** Make the link at once (the selfie on a computer without a camera: it is the way on). */
  autoStart?: boolean;
}

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

/**
 * "Continue on your phone": a single-use link as a QR code, with its time left. The page keeps
 * looking at the profile, so the document shows up here once the phone has sent it.
 */
export function HandOffPanel({
  categoryId,
  typeId,
  typeTitle,
  documents,
  onWatchChange,
  autoStart = false,
}: HandOffPanelProps) {
  const { t } = useLingui();
  const countdown = useCountdown();
  // The documents there were when the link was made: a new one came from the phone.
  const [known, setKnown] = useState<ReadonlySet<string>>(() => new Set());
  const link = useMutation({
    mutationFn: () => getUploadToken(categoryId, typeId),
    onSuccess: (token: UploadToken) => {
      setKnown(new Set(documents.map((document) => document.id)));
      countdown.start(secondsUntil(token.expires_at));
    },
  });
  const received = link.isSuccess && documents.find((document) => !known.has(document.id));
  const active = link.isSuccess && countdown.running && !received;
  const documentType = inSentence(typeTitle);
  const receivedType = received ? inSentence(received.document_type.title) : '';
  const timeLeft = formatSeconds(countdown.seconds);

  useEffect(() => {
    onWatchChange(active);
  }, [active, onWatchChange]);
  useEffect(() => () => onWatchChange(false), [onWatchChange]);
  // Once per panel, even when development mounts it twice: each link is a new token.
  const started = useRef(false);
  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      link.mutate();
    }
  }, [autoStart, link]);

  return (
    <section
      aria-labelledby="hand-off-heading"
      className="rounded-card border border-brand-200 bg-brand-50/60 p-5"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700">
          <Smartphone aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="hand-off-heading" className="font-semibold text-ink">
            <Trans>Continue on your phone</Trans>
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            <Trans>
              Take photos of your {documentType} with your phone&apos;s camera. No need to sign in
              there.
            </Trans>
          </p>
        </div>
      </div>
      {received ? (
        <div role="status" className="mt-4 flex items-start gap-2 text-sm text-ink">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <p>
            <Trans>
              We received your {receivedType} from your phone.{' '}
              <Link
                to={paths.accountVerification}
                className="font-semibold text-brand-800 underline"
              >
                Back to account verification
              </Link>
            </Trans>
          </p>
        </div>
      ) : link.isSuccess && countdown.running ? (
        <div className="mt-4 text-center">
          <img
            src={link.data.qr_code}
            alt={t`QR code of the link to continue on your phone`}
            width={192}
            height={192}
            className="mx-auto size-48 rounded-lg bg-white p-2 shadow-xs"
          />
          <p className="mt-3 text-sm text-muted">
            <Trans>Scan it with your phone&apos;s camera, or open:</Trans>
          </p>
          <a
            href={link.data.url}
            target="_blank"
            rel="noreferrer"
            translate="no"
            className="mt-1 block text-sm font-medium break-all text-brand-800 underline"
          >
            {link.data.url}
          </a>
          <p className="mt-3 text-sm text-ink" aria-live="off">
            <Trans>
              Link expires in <span className="font-semibold tabular-nums">{timeLeft}</span>
            </Trans>
          </p>
          <p role="status" className="mt-1 text-xs text-muted">
            <Trans>Waiting for your phone…</Trans>
          </p>
        </div>
      ) : (
        <div className="mt-4">
          {link.isError ? (
            <Alert tone="error" className="mb-3">
              {link.error.message}
            </Alert>
          ) : null}
          {link.isSuccess ? (
            <p className="mb-3 text-sm text-muted">
              <Trans>That link has expired.</Trans>
            </p>
          ) : null}
          <Button
            variant="secondary"
            loading={link.isPending}
            onClick={() => link.mutate()}
            className="w-full px-3"
          >
            {link.isSuccess ? t`Get a new link` : t`Continue on your phone`}
          </Button>
        </div>
      )}
    </section>
  );
}
