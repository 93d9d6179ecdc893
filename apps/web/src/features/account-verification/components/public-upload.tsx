import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Laptop, TimerOff } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { ApiError } from '@/lib/api-client';
import { uploadTokenInfoQueryOptions } from '../api/documents';
import { selfieTitle, takenLive } from '../lib/selfie';
import { SelfieCapture } from './selfie-capture';
import { UploadForm } from './upload-form';
import { PublicUploadSkeleton } from './upload-skeletons';

/**
 * The phone's side of the QR hand-off: no session, the token says which document to send.
 * The category and type come from the token, not from the URL.
 */
export function PublicUpload({ token }: { token: string }) {
  const { t } = useLingui();
  const info = useQuery(uploadTokenInfoQueryOptions(token));
  const [done, setDone] = useState<'document' | 'selfie' | null>(null);

  if (done) {
    return (
      <div role="status" className="py-6 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">
          <Trans>Done</Trans>
        </h1>
        <p className="mt-2 text-muted">
          {done === 'selfie'
            ? t`We received your selfie. You can go back to your computer.`
            : t`We received your document. You can go back to your computer.`}
        </p>
        <Laptop aria-hidden="true" className="mx-auto mt-6 size-10 text-subtle" />
      </div>
    );
  }

  if (info.isPending) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          <Trans>Upload documents</Trans>
        </h1>
        <PublicUploadSkeleton />
      </div>
    );
  }

  if (info.isError) {
    const expired = info.error instanceof ApiError && info.error.status === 404;
    return (
      <div className="py-4 text-center">
        <TimerOff aria-hidden="true" className="mx-auto size-12 text-subtle" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">
          {expired ? t`Link expired` : t`Upload documents`}
        </h1>
        <Alert tone="error" className="mt-4 text-start">
          {expired
            ? t`This link has expired or was already used.`
            : t`We could not check this link. Check your connection and reload the page.`}
        </Alert>
        {expired ? (
          <p className="mt-4 text-sm text-muted">
            <Trans>
              Ask for a new QR code on your computer: choose “Continue on your phone” again.
            </Trans>
          </p>
        ) : null}
      </div>
    );
  }

  const { category, document_type: type } = info.data;
  const live = takenLive(category, type);
  const onUploaded = () => setDone(live ? 'selfie' : 'document');
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        {live ? selfieTitle() : t`Upload documents`}
      </h1>
      <p className="mt-1.5 text-muted">
        {category.title}: <span className="font-semibold text-ink">{type.title}</span>
      </p>
      {type.description ? <p className="mt-1 text-sm text-muted">{type.description}</p> : null}
      <div className="mt-6">
        {live ? (
          <SelfieCapture category={category} type={type} token={token} onUploaded={onUploaded} />
        ) : (
          <UploadForm category={category} type={type} token={token} onUploaded={onUploaded} />
        )}
      </div>
    </div>
  );
}
