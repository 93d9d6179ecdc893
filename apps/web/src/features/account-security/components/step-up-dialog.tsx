import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { PasskeyButton } from '@/components/passkey-button';
import { Dialog } from '@homeward/ui/dialog';
import { OtpField, otpRules, RecoveryCodeField, recoveryCodeRules } from '@/components/otp-field';
import { ResendCodeButton, ResendNoteText } from '@/components/resend-code-button';
import { ApiError, type StepUpMethod } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { useCodeEntry } from '@/lib/use-code-entry';
import { describePasskeyError } from '@/lib/webauthn';
import { sendStepUpCode, stepUp } from '../api/step-up';

/** The server's cool-down between two emailed codes, in seconds. */
const RESEND_COOLDOWN = 60;

interface StepUpDialogProps {
  method: StepUpMethod;
  email: string;
  /** Proves the factor with a passkey instead, when the account has one and the browser can. */
  withPasskey: (() => Promise<void>) | undefined;
  onDone: (confirmed: boolean) => void;
}

/**
 * "Confirm it's you": the mailed code (sent as the dialog opens) or the authenticator app's,
 * or one of its recovery codes.
 */
/** Loaded when step-up is first asked for: most visits never need it. */
export function StepUpDialog({ method, email, withPasskey, onDone }: StepUpDialogProps) {
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const entry = useCodeEntry({
    initialCooldown: 0,
    cooldown: RESEND_COOLDOWN,
    email,
    verify: stepUp,
    onVerified: () => onDone(true),
    resend: async () => {
      setSending(true);
      try {
        await sendStepUpCode();
      } finally {
        setSending(false);
      }
    },
    describeFailure,
  });
  const {
    form: {
      register,
      resetField,
      clearErrors,
      setFocus,
      formState: { errors, isSubmitting },
    },
    countdown,
    note,
    failure,
    onSubmit,
    onResend,
  } = entry;
  const sent = useRef(false);

  // The first code goes out as the dialog opens (the text above already says where), once even
  // under strict mode's second run. Inside the cool-down of one sent moments ago, that one
  // still works: the count-down shows when another may be asked for.
  useEffect(() => {
    if (method !== 'email' || sent.current) return;
    sent.current = true;
    sendStepUpCode().then(
      () => countdown.start(RESEND_COOLDOWN),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 429) {
          countdown.start(error.retryAfter ?? RESEND_COOLDOWN);
        }
      },
    );
  }, [method, countdown]);

  const confirmByPasskey = async () => {
    if (!withPasskey) return;
    setPasskeyFailure(null);
    setPasskeyBusy(true);
    try {
      await withPasskey();
    } catch (error) {
      setPasskeyFailure(describePasskeyError(error));
      return;
    } finally {
      setPasskeyBusy(false);
    }
    onDone(true);
  };

  const toggleRecovery = () => {
    setRecovery((on) => !on);
    resetField('otp');
    clearErrors('otp');
    setTimeout(() => setFocus('otp'), 0);
  };

  const description: ReactNode =
    method === 'email' ? (
      <Trans>
        To keep your money safe, enter the code we email to{' '}
        <bdi translate="no" className="font-semibold [overflow-wrap:anywhere] text-ink">
          {email}
        </bdi>
        .
      </Trans>
    ) : recovery ? (
      t`To keep your money safe, enter one of the recovery codes you saved.`
    ) : (
      t`To keep your money safe, enter the 6-digit code from your authenticator app.`
    );

  return (
    <Dialog title={t`Confirm it’s you`} description={description} onDismiss={() => onDone(false)}>
      {withPasskey ? (
        <div className="mt-5">
          <PasskeyButton
            label={t`Use a passkey`}
            busy={passkeyBusy}
            failure={passkeyFailure}
            onClick={() => void confirmByPasskey()}
          />
          <p className="mt-4 text-center text-sm text-muted">
            <Trans>or enter the code</Trans>
          </p>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {recovery ? (
          <RecoveryCodeField
            key="recovery"
            error={errors.otp?.message}
            {...register('otp', recoveryCodeRules())}
          />
        ) : (
          <OtpField
            key="code"
            label={method === 'email' ? t`Code from the email` : t`Code from the app`}
            placeholder="000000"
            error={errors.otp?.message}
            {...register('otp', otpRules())}
          />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onDone(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </form>
      <div className="mt-4 flex flex-col items-center gap-1 text-center">
        {method === 'email' ? (
          <>
            <ResendCodeButton
              seconds={countdown.seconds}
              loading={sending}
              onResend={() => void onResend()}
            />
            <ResendNoteText note={note} />
          </>
        ) : (
          <Button variant="ghost" onClick={toggleRecovery}>
            {recovery ? t`Use the authenticator app instead` : t`Use a recovery code instead`}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
