import { addNoteSchema, type AdminCustomer } from '@homeward/contract';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { EmptyState } from '@/components/states';
import { TextAreaField } from '@/components/text-area-field';
import { failureMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useServerForm } from '@/lib/use-server-form';
import { useAddNote } from '../api/customers';

export function Notes({ customer, mayNote }: { customer: AdminCustomer; mayNote: boolean }) {
  const addNote = useAddNote(customer.id);
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useServerForm(addNoteSchema, { body: '' }, (values) => addNote.mutateAsync(values));
  return (
    <Card title="Notes" description="Staff only; the customer never sees these.">
      {customer.notes.length === 0 ? (
        <EmptyState title="No notes yet" />
      ) : (
        <ol className="space-y-3">
          {customer.notes.map((note) => (
            <li key={note.id} className="rounded-field border border-line p-3">
              <p className="whitespace-pre-wrap text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-muted">
                {note.author} · {formatDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {mayNote ? (
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-3">
          {addNote.error && !errors.body ? (
            <Alert tone="error">{failureMessage(addNote.error)}</Alert>
          ) : null}
          <TextAreaField label="New note" error={errors.body?.message} {...register('body')} />
          <Button type="submit" loading={addNote.isPending}>
            Add note
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
