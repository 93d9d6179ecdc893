import { zodResolver } from '@hookform/resolvers/zod';
import { reportSubmittedSchema, type RegulatorReport } from '@homeward/contract';
import { Alert } from '@homeward/ui/alert';
import { Dialog } from '@homeward/ui/dialog';
import { TextField } from '@homeward/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { ApiError, failureMessage } from '@/lib/api-client';
import { useMarkSubmitted } from '../api/reports';

/** Asks for the receipt reference AUSTRAC Online gave the uploaded file, and records it. */
export function ReceiptDialog({
  report,
  onDismiss,
}: {
  report: RegulatorReport;
  onDismiss: () => void;
}) {
  const markSubmitted = useMarkSubmitted(report);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ receipt: string }>({
    resolver: zodResolver(reportSubmittedSchema),
    defaultValues: { receipt: '' },
  });
  const onSubmit = handleSubmit(async ({ receipt }) => {
    setFailure(null);
    try {
      await markSubmitted.mutateAsync(receipt);
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.receipt?.[0] : undefined;
      if (message) setError('receipt', { type: 'server', message });
      else setFailure(failureMessage(error));
      return;
    }
    onDismiss();
  });
  return (
    <Dialog
      title="Mark as submitted"
      description={`Once ${report.file_name} is uploaded to AUSTRAC Online, record the receipt reference it gave. This is kept with the report and cannot be changed.`}
      onDismiss={onDismiss}
      busy={isSubmitting}
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="AUSTRAC receipt reference"
          autoComplete="off"
          spellCheck={false}
          required
          error={errors.receipt?.message}
          {...register('receipt')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDismiss} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Mark as submitted
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
