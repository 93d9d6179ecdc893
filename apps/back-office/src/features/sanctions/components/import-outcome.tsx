import type { SanctionsImportResult } from '@homeward/contract';
import { Alert } from '@homeward/ui/alert';
import { ApiError, failureMessage } from '@/lib/api-client';
import { UnreadableFile, type ListImport } from '../api/sanctions';

/** "4.2 MB", "830 KB": what the officer is waiting for. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1_000))} KB`;
}

/** While the file goes up and the server reads it. */
export function ImportPending({ input }: { input: ListImport }) {
  return (
    <p className="text-sm text-muted">
      {'file' in input
        ? `Uploading and checking ${input.file.name} (${formatFileSize(input.file.size)}).`
        : `Fetching and checking the list from ${input.url}.`}{' '}
      A large list takes a minute; keep this page open.
    </p>
  );
}

export function ImportSucceeded({ result }: { result: SanctionsImportResult }) {
  const { import: done } = result;
  if (!result.rescreening) {
    return (
      <Alert tone="info" title="Nothing changed">
        This file is the list already in force (version {done.version ?? 'unknown'}).
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Imported">
      Version {done.version ?? 'unknown'} is now in force: {done.entries.toLocaleString()} entries,{' '}
      {done.names.toLocaleString()} names. Every customer and recipient is being screened again
      against it.
    </Alert>
  );
}

/** A refusal says why and that the list in force is kept; the server's words are shown as they are. */
export function ImportRefused({ error }: { error: unknown }) {
  const refusal =
    error instanceof ApiError && error.status === 422
      ? (error.fieldErrors.file?.[0] ?? error.fieldErrors.url?.[0] ?? error.message)
      : null;
  return (
    <Alert tone="error" title={refusal ? 'Import refused' : 'Not imported'}>
      {refusal ?? (error instanceof UnreadableFile ? error.message : failureMessage(error))}
    </Alert>
  );
}
