import { zodResolver } from '@hookform/resolvers/zod';
import { blockSchema, z } from '@homeward/contract';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, failureMessage } from '@/lib/api-client';
import { Alert } from '@homeward/ui/alert';
import { Button } from './button';
import { Dialog } from '@homeward/ui/dialog';
import { TextAreaField } from './text-area-field';

interface ReasonDialogProps {
  title: string;
  description: ReactNode;
  /** The text area's label, e.g. "Reason the customer will read". */
  label?: string;
  confirmLabel: string;
  danger?: boolean;
  /** What the text must be, from the contract; a block's reason unless given. */
  rules?: z.ZodType<string, string>;
  /** The text's name on the wire, whose 422 messages belong under the field. */
  field?: string;
  /** Sends the decision; a rejection (422, 403, 409…) is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  onDismiss: () => void;
}

/**
 * Every decision that needs a reason (block, reject, refuse, hold, a case's note) asks for it
 * the same way.
 */
export function ReasonDialog({
  title,
  description,
  label = 'Reason',
  confirmLabel,
  danger = false,
  rules = blockSchema.shape.reason,
  field = 'reason',
  onConfirm,
  onDismiss,
}: ReasonDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(z.object({ reason: rules })),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason);
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors[field]?.[0] : undefined;
      if (message) setError('reason', { type: 'server', message });
      else setFailure(failureMessage(error));
      return;
    }
    onDismiss();
  });
  return (
    <Dialog title={title} description={description} onDismiss={onDismiss} busy={isSubmitting}>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextAreaField
          label={label}
          required
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDismiss} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
