import {
  createSupportRequestSchema,
  SUPPORT_MESSAGE_MAX,
  supportTopics,
  type SupportTopic,
} from '@homeward/contract';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { topicTitle } from '../lib/support-words';

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

/**
 * The browser's own check of a field, in the app's language: the contract's rules, said as the
 * contract says them in English. The server's 422 comes in the app's language already.
 */
function problemOf(field: Field, message: string, code: string): string {
  if (field === 'topic') return t`Choose what your question is about.`;
  if (field === 'transfer_id') return t`Choose one of your transfers, or none.`;
  const max = SUPPORT_MESSAGE_MAX;
  if (code === 'too_big') return t`Keep your message under ${max} characters.`;
  if (message.trim() === '') return t`Write your question.`;
  return t`Tell us a little more: at least 10 characters.`;
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
  const { t } = useLingui();
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
        found[field] ??= problemOf(field, message, issue.code);
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
        ? t`You have sent many requests in a short time. Please wait a while and try again.`
        : t`Your request could not be sent. Please try again.`
      : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {sent ? (
        <Alert tone="info" title={t`We have your request`}>
          <Trans>We will answer by email, and you will see our answer under “Your requests”.</Trans>
        </Alert>
      ) : null}
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <Labelled id={`${id}-topic`} label={t`What is it about?`} error={errors.topic}>
        <select
          id={`${id}-topic`}
          value={topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy(`${id}-topic`, errors.topic)}
          onChange={(event) => edited(() => setTopic(event.target.value as SupportTopic | ''))}
          className={clsx(inputClasses(Boolean(errors.topic)), 'appearance-none')}
        >
          <option value="">{t`Choose a topic`}</option>
          {supportTopics.map((value) => (
            <option key={value} value={value}>
              {topicTitle(value)}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled
        id={`${id}-transfer`}
        label={t`Which transfer? (optional)`}
        error={errors.transfer_id}
      >
        <select
          id={`${id}-transfer`}
          value={transferId}
          aria-invalid={errors.transfer_id ? true : undefined}
          aria-describedby={describedBy(`${id}-transfer`, errors.transfer_id)}
          onChange={(event) => edited(() => setTransferId(event.target.value))}
          className={clsx(inputClasses(Boolean(errors.transfer_id)), 'appearance-none')}
        >
          <option value="">
            {transfers.isPending ? t`Loading your transfers…` : t`Not about one transfer`}
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
        label={t`Your question`}
        hint={t`Tell us what happened and what you would like us to do.`}
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
        <Trans>Send your request</Trans>
      </Button>
    </form>
  );
}
