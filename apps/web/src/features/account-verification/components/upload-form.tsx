import type { DocumentCategory, DocumentType } from '@homeward/contract';
import { t } from '@lingui/core/macro';
import { Info } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { TextField } from '@homeward/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { uploadDocument, type CustomerDocument } from '../api/documents';
import { checkPageFile } from '../lib/files';
import { PageSlot } from './page-slot';
import { UploadProgress } from './upload-progress';
import { inSentence } from '@/lib/format';

export interface UploadTarget {
  category: Pick<DocumentCategory, 'id' | 'title'>;
  type: DocumentType;
  /** A hand-off token: the phone page has no session. */
  token?: string | undefined;
}

interface UploadFormProps extends UploadTarget {
  onUploaded: (document: CustomerDocument) => void;
}

/** The label of page `index` of a type: its page_labels entry (the server's), or "Page n". */
export function pageLabel(type: DocumentType, index: number): string {
  const page = index + 1;
  return type.page_labels[index] ?? t`Page ${page}`;
}

/** Splits a 422's errors into page slots (by the index sent), the number field and the rest. */
function placeErrors(error: ApiError, sentSlots: number[]) {
  const slots: Record<number, string> = {};
  const form: string[] = [];
  let documentNumber: string | undefined;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const page = /^pages\.(\d+)/.exec(key);
    const slot = page ? sentSlots[Number(page[1])] : undefined;
    if (slot !== undefined) slots[slot] = message;
    else if (key === 'document_number') documentNumber = message;
    else form.push(message);
  }
  if (form.length === 0 && Object.keys(slots).length === 0 && !documentNumber) {
    form.push(error.message);
  }
  return { slots, form, documentNumber };
}

function describeUploadFailure(error: unknown): string {
  // A proxy's 413 has no message of ours, and ours is about one file, not the whole form.
  if (error instanceof ApiError && error.status === 413) {
    return t`These files are too large to send together.`;
  }
  if (error instanceof ApiError && error.status === 429) {
    return t`Too many uploads in a row. Wait a minute and try again.`;
  }
  return describeFailure(error);
}

/**
 * The pages of one document type, the optional document number, and the upload with its
 * progress. Files are checked here with the server's messages; the server checks again.
 */
export function UploadForm({ category, type, token, onUploaded }: UploadFormProps) {
  const maxPages = Math.max(1, type.max_pages);
  const [files, setFiles] = useState<(File | null)[]>(() => Array(maxPages).fill(null));
  const [slotErrors, setSlotErrors] = useState<Record<number, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [documentNumber, setDocumentNumber] = useState('');
  const [numberError, setNumberError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;

  // Required slots, then optional ones one at a time as the previous is filled.
  const lastFilled = files.reduce((last, file, index) => (file ? index : last), -1);
  const visible = Math.min(maxPages, Math.max(type.min_pages, lastFilled + 2, 1));

  // The latest choice per slot: a slower check of an earlier file must not overwrite it.
  const choices = useRef<Record<number, number>>({});

  const [checking, setChecking] = useState<Record<number, boolean>>({});

  const setSlot = async (index: number, file: File | null) => {
    const choice = (choices.current[index] ?? 0) + 1;
    choices.current[index] = choice;
    setFiles((current) => current.map((existing, i) => (i === index ? file : existing)));
    setSlotErrors(({ [index]: _dropped, ...rest }) => rest);
    setFormErrors([]);
    if (!file) return;
    setChecking((current) => ({ ...current, [index]: true }));
    const problem = await checkPageFile(file, pageLabel(type, index));
    if (choices.current[index] !== choice) return;
    setChecking(({ [index]: _done, ...rest }) => rest);
    if (problem) setSlotErrors((current) => ({ ...current, [index]: problem }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<number, string> = {};
    await Promise.all(
      files.map(async (file, index) => {
        if (file) {
          const problem = await checkPageFile(file, pageLabel(type, index));
          if (problem) problems[index] = problem;
        } else if (index < type.min_pages) {
          const page = inSentence(pageLabel(type, index));
          problems[index] = t`Add the ${page}.`;
        }
      }),
    );
    const missingNumber = type.document_number_label && documentNumber.trim() === '';
    const numberLabel = type.document_number_label ?? '';
    setNumberError(missingNumber ? t`Enter the ${numberLabel}.` : undefined);
    setSlotErrors(problems);
    setFormErrors([]);
    if (Object.keys(problems).length > 0 || missingNumber) return;

    const sentSlots = files.flatMap((file, index) => (file ? [index] : []));
    setProgress(0);
    try {
      const document = await uploadDocument({
        categoryId: category.id,
        typeId: type.id,
        pages: sentSlots.map((index) => files[index] as File),
        documentNumber: type.document_number_label ? documentNumber : undefined,
        token,
        publicUpload: Boolean(token),
        onProgress: setProgress,
      });
      onUploaded(document);
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && error.status === 422) {
        const placed = placeErrors(error, sentSlots);
        setSlotErrors(placed.slots);
        setFormErrors(placed.form);
        setNumberError(placed.documentNumber);
      } else {
        setFormErrors([describeUploadFailure(error)]);
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {formErrors.length > 0 ? (
        <Alert tone="error" title={t`We could not upload this document`}>
          {formErrors.length === 1 ? (
            <p>{formErrors[0]}</p>
          ) : (
            <ul className="list-disc ps-4">
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
      {type.info ? (
        <p className="flex gap-2 rounded-field bg-info-soft p-3 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
          <span>{type.info}</span>
        </p>
      ) : null}
      {type.document_number_label ? (
        <TextField
          label={type.document_number_label}
          value={documentNumber}
          onChange={(event) => {
            setDocumentNumber(event.target.value);
            setNumberError(undefined);
          }}
          error={numberError}
          autoComplete="off"
          disabled={sending}
          className="max-w-sm"
        />
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {files.slice(0, visible).map((file, index) => (
          <PageSlot
            key={index}
            label={pageLabel(type, index)}
            required={index < type.min_pages}
            file={file}
            error={slotErrors[index]}
            checking={checking[index] ?? false}
            disabled={sending}
            onFile={(chosen) => void setSlot(index, chosen)}
            onRemove={() => void setSlot(index, null)}
          />
        ))}
      </div>
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      <Button type="submit" loading={sending} className="w-full sm:w-auto">
        {sending ? t`Uploading…` : t`Submit`}
      </Button>
    </form>
  );
}
