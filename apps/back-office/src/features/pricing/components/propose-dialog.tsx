import { proposeSchema } from '@homeward/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Dialog } from '@homeward/ui/dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@homeward/ui/text-field';
import { ApiError, failureMessage } from '@/lib/api-client';
import { usePropose, type ProposeBody } from '../api/pricing';

export interface ProposeField {
  name: string;
  label: string;
  /** text: a number typed as text; whole: an integer; toggle: on/off/unchanged. */
  kind: 'text' | 'whole' | 'toggle';
  current: string;
}

interface ProposeDialogProps {
  title: string;
  description: ReactNode;
  kind: 'rate' | 'corridor' | 'fee';
  /** What identifies the thing changed (base/quote, corridor id, method). */
  fixed: Record<string, string | number>;
  fields: ProposeField[];
  /** Every field must be given (a rate); otherwise blank means "leave as it is". */
  allRequired?: boolean;
  onDismiss: () => void;
  onProposed: () => void;
}

/**
 * A change to a price, checked against the contract's schema before it goes, and sent as a
 * proposal for a second finance officer to approve.
 */
export function ProposeDialog({
  title,
  description,
  kind,
  fixed,
  fields,
  allRequired = false,
  onDismiss,
  onProposed,
}: ProposeDialogProps) {
  const propose = usePropose();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const change: Record<string, string | number | boolean> = { ...fixed };
    for (const field of fields) {
      const value = (values[field.name] ?? '').trim();
      if (value === '') continue;
      if (field.kind === 'toggle') change[field.name] = value === 'on';
      else if (field.kind === 'whole') change[field.name] = Number(value);
      else change[field.name] = value;
    }
    const found: Record<string, string> = {};
    if (allRequired) {
      for (const field of fields)
        if (change[field.name] === undefined)
          found[field.name] = `Enter the ${field.label.toLowerCase()}.`;
    } else if (fields.every((field) => change[field.name] === undefined)) {
      setFailure('Change at least one value.');
      return;
    }
    const parsed = proposeSchema.safeParse({ kind, change });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path.at(-1) ?? '');
        if (!found[name]) found[name] = issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    try {
      await propose.mutateAsync(parsed.data as ProposeBody);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const placed: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const name = key.split('.').at(-1) ?? key;
          if (fields.some((field) => field.name === name) && messages[0])
            placed[name] = messages[0];
        }
        setErrors(placed);
        if (Object.keys(placed).length === 0) setFailure(error.message);
      } else {
        setFailure(failureMessage(error));
      }
      return;
    }
    onProposed();
  };

  return (
    <Dialog title={title} description={description} onDismiss={onDismiss} busy={propose.isPending}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {fields.map((field) =>
          field.kind === 'toggle' ? (
            <SelectField
              key={field.name}
              label={field.label}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            >
              <option value="">Leave as it is ({field.current})</option>
              <option value="on">On</option>
              <option value="off">Off</option>
            </SelectField>
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              inputMode="decimal"
              autoComplete="off"
              hint={`Now: ${field.current}${allRequired ? '' : '. Leave blank to keep it.'}`}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          ),
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDismiss} disabled={propose.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={propose.isPending}>
            Propose change
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
