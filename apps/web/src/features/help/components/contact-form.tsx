import {
  createSupportRequestSchema,
  SUPPORT_MESSAGE_MAX,
  supportTopics,
  supportTopicTitles,
  type SupportTopic,
} from '@homeward/contract';
import { Alert } from '@homeward/ui/alert';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses } from '@homeward/ui/text-field';
import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useRecentTransfers } from '../api/get-help-facts';
import { useSendSupportRequest } from '../api/support-requests';

type Field = 'topic' | 'message' | 'transfer_id';
const newKey = () => crypto.randomUUID();

function Labelled({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** What a field points at with aria-describedby: its hint and its error, when shown. */
const describedBy = (id: string, error: string | undefined, hint = false) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/**
 * The contact form: a topic, the question, and optionally one of the customer's transfers.
 * Checked here with the contract's rules, then by the server; one Idempotency-Key per filled-in
 * form, so a double click or a retry makes one request.
 */
export function ContactForm() {
  const id = useId();
  const transfers = useRecentTransfers();
  const send = useSendSupportRequest();
  const [topic, setTopic] = useState<SupportTopic | ''>('');
  const [transferId, setTransferId] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [key, setKey] = useState(newKey);
  const [sent, setSent] = useState(false);

  // One key per question as written: sending it again (a double click, a retry after a lost
  // answer) reuses the key, and any edit makes it a new question with a key of its own.
  function edited(change: () => void) {
    change();
    setKey(newKey);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const body = { topic, message, transfer_id: transferId || null };
    const checked = createSupportRequestSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(
      { body: checked.data, idempotencyKey: key },
      {
        onSuccess: () => {
          setTopic('');
          setTransferId('');
          setMessage('');
          setKey(newKey());
          setSent(true);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fields = error.fieldErrors;
          setErrors({
            topic: fields.topic?.[0],
            message: fields.message?.[0],
            transfer_id: fields.transfer_id?.[0],
          });
        },
      },
    );
  }

  const placed =
    send.error instanceof ApiError &&
    send.error.status === 422 &&
    Object.keys(send.error.fieldErrors).some((field) => field !== 'idempotency_key');
  const failed =
    send.isError && !placed
      ? send.error instanceof ApiError && send.error.status === 429
        ? 'You have sent many requests in a short time. Please wait a while and try again.'
        : 'Your request could not be sent. Please try again.'
      : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {sent ? (
        <Alert tone="info" title="We have your request">
          We will answer by email, and you will see our answer under “Your requests”.
        </Alert>
      ) : null}
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <Labelled id={`${id}-topic`} label="What is it about?" error={errors.topic}>
        <select
          id={`${id}-topic`}
          value={topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy(`${id}-topic`, errors.topic)}
          onChange={(event) => edited(() => setTopic(event.target.value as SupportTopic | ''))}
          className={clsx(inputClasses(Boolean(errors.topic)), 'appearance-none')}
        >
          <option value="">Choose a topic</option>
          {supportTopics.map((value) => (
            <option key={value} value={value}>
              {supportTopicTitles[value]}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id={`${id}-transfer`} label="Which transfer? (optional)" error={errors.transfer_id}>
        <select
          id={`${id}-transfer`}
          value={transferId}
          aria-invalid={errors.transfer_id ? true : undefined}
          aria-describedby={describedBy(`${id}-transfer`, errors.transfer_id)}
          onChange={(event) => edited(() => setTransferId(event.target.value))}
          className={clsx(inputClasses(Boolean(errors.transfer_id)), 'appearance-none')}
        >
          <option value="">
            {transfers.isPending ? 'Loading your transfers…' : 'Not about one transfer'}
          </option>
          {transfers.data?.data.map((transfer) => (
            <option key={transfer.id} value={transfer.id}>
              {transfer.tracking_number} · {transfer.recipient.full_name} ·{' '}
              {formatMoney(transfer.send_amount)}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled
        id={`${id}-message`}
        label="Your question"
        hint="Tell us what happened and what you would like us to do."
        error={errors.message}
      >
        <textarea
          id={`${id}-message`}
          value={message}
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(`${id}-message`, errors.message, true)}
          onChange={(event) => edited(() => setMessage(event.target.value))}
          className={clsx(inputClasses(Boolean(errors.message)), 'py-3')}
        />
      </Labelled>
      <Button type="submit" loading={send.isPending}>
        Send your request
      </Button>
    </form>
  );
}
