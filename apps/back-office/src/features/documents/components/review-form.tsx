import { zodResolver } from '@hookform/resolvers/zod';
import {
  approveDocumentSchema,
  PROOF_OF_IDENTITY_CATEGORY,
  type AdminDocument,
  z,
} from '@homeward/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { ReasonDialog } from '@/components/reason-dialog';
import { TextField } from '@homeward/ui/text-field';
import { ApiError, failureMessage } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { useApproveDocument, useRejectDocument, type DocumentReading } from '../api/documents';

const readingSchema = approveDocumentSchema.shape.reading.unwrap();
const identitySchema = z.object({ reading: readingSchema });
type Values = z.input<typeof identitySchema>;
const readingFields = [
  'given_names',
  'surname',
  'birth_date',
  'document_number',
  'expires_on',
] as const;

const emptyReading: DocumentReading = {
  given_names: '',
  surname: '',
  birth_date: '',
  document_number: '',
  expires_on: '',
};

/**
 * What the reviewer read from the pages, and the decision. A proof of identity is approved
 * with its reading (the API requires it); a rejection carries a reason the customer will read.
 */
export function ReviewForm({ document }: { document: AdminDocument }) {
  const identity = document.category === PROOF_OF_IDENTITY_CATEGORY;
  const approve = useApproveDocument(document.id);
  const reject = useRejectDocument(document.id);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    // Only an identity document's reading is checked: other categories carry none.
    resolver: identity ? zodResolver(identitySchema) : undefined,
    defaultValues: { reading: document.reading ?? emptyReading },
  });

  const onApprove = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await approve.mutateAsync(identity ? { reading: readingSchema.parse(values.reading) } : {});
    } catch (error) {
      const unplaced: string[] = [];
      if (error instanceof ApiError && error.status === 422) {
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const field = readingFields.find((name) => key === `reading.${name}` || key === name);
          if (field && messages[0])
            setError(`reading.${field}`, { type: 'server', message: messages[0] });
          else if (messages[0]) unplaced.push(messages[0]);
        }
        if (Object.keys(error.fieldErrors).length === 0) unplaced.push(error.message);
      } else {
        unplaced.push(failureMessage(error));
      }
      setFailure(unplaced.length > 0 ? unplaced.join(' ') : null);
    }
  });

  const fieldError = (name: (typeof readingFields)[number]) => errors.reading?.[name]?.message;

  return (
    <>
      <form noValidate onSubmit={onApprove} className="space-y-4">
        {failure ? (
          <Alert tone="error" title="Not approved">
            {failure}
          </Alert>
        ) : null}
        {identity ? (
          <fieldset className="space-y-4">
            <legend className="mb-3 text-sm text-muted">
              Type what the document says.{' '}
              {document.customer_name
                ? `On the customer's profile: ${document.customer_name}, born ${formatCalendarDate(document.customer_birth_date)}.`
                : "The customer's profile has no name yet."}
            </legend>
            <TextField
              label="Given names"
              autoComplete="off"
              error={fieldError('given_names')}
              {...register('reading.given_names')}
            />
            <TextField
              label="Surname"
              autoComplete="off"
              error={fieldError('surname')}
              {...register('reading.surname')}
            />
            <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
              <TextField
                label="Birth date"
                type="date"
                error={fieldError('birth_date')}
                {...register('reading.birth_date')}
              />
              <TextField
                label="Expiry date"
                type="date"
                error={fieldError('expires_on')}
                {...register('reading.expires_on')}
              />
            </div>
            <TextField
              label="Document number"
              autoComplete="off"
              spellCheck={false}
              error={fieldError('document_number')}
              {...register('reading.document_number')}
            />
          </fieldset>
        ) : (
          <p className="text-sm text-muted">
            Check the pages show what this category needs, for{' '}
            {document.customer_name || document.customer_email}.
          </p>
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="submit" loading={approve.isPending}>
            Approve
          </Button>
          <Button variant="danger" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      </form>
      {rejecting ? (
        <ReasonDialog
          title="Reject this document?"
          description="The customer reads this reason and is asked to upload again."
          label="Reason the customer will read"
          confirmLabel="Reject document"
          danger
          onConfirm={(reason) => reject.mutateAsync({ reason })}
          onDismiss={() => setRejecting(false)}
        />
      ) : null}
    </>
  );
}
