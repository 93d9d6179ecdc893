import type { Customer, TotpEnrolment } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, ShieldCheck, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { OtpField, otpRules } from '@/components/otp-field';
import { PasswordField } from '@/components/password-field';
import { CopyButton } from '@/components/copy-button';
import { RecoveryCodesStep } from './recovery-codes';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';
import { useConfirmTotp } from '../api/confirm-totp';
import { useDisableTotp } from '../api/disable-totp';
import { useEnrolTotp } from '../api/enrol-totp';

/** "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step 1 and 2 of enrolment: scan (or type) the secret, then prove it with a code. */
function EnrolStep({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const confirm = useConfirmTotp();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ otp: string }>({ defaultValues: { otp: '' } });

  const onSubmit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    try {
      const { recovery_codes } = await confirm.mutateAsync({ otp: otp.trim() });
      onConfirmed(recovery_codes);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const message = error.fieldErrors.otp?.[0] ?? error.message;
        setError('otp', { type: 'server', message }, { shouldFocus: true });
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(describeFailure(error));
      }
    }
  });

  return (
    <div className="space-y-6">
      <ol className="space-y-6">
        <li>
          <h3 className="font-semibold text-ink">
            <Trans>1. Scan this QR code</Trans>
          </h3>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              Open your authenticator app (Google Authenticator, Microsoft Authenticator,
              1Password…) and add an account by scanning the code.
            </Trans>
          </p>
          <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <img
              src={enrolment.qr_code}
              alt={t`QR code to add Homeward to your authenticator app`}
              width={176}
              height={176}
              className="size-44 rounded-field border border-line bg-white p-2"
            />
            <div className="w-full min-w-0 text-sm">
              <p className="text-muted">
                <Trans>Cannot scan? Type this key into the app instead:</Trans>
              </p>
              {/* A figure may carry a name (a paragraph may not), so readers say "Set-up key". */}
              <figure
                className="mt-2 rounded-field bg-canvas px-3 py-2 font-mono text-base break-all text-ink"
                aria-label={t`Set-up key`}
                translate="no"
              >
                {groupSecret(enrolment.secret)}
              </figure>
              <div className="mt-3">
                <CopyButton text={enrolment.secret} label={t`Copy key`} done={t`Key copied`} />
              </div>
            </div>
          </div>
        </li>
        <li>
          <h3 className="font-semibold text-ink">
            <Trans>2. Enter the code the app shows</Trans>
          </h3>
          <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <OtpField
              label={t`Code from the app`}
              placeholder="000000"
              className="max-w-xs"
              error={errors.otp?.message}
              {...register('otp', otpRules())}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={isSubmitting || confirm.isPending}>
                <Trans>Turn on</Trans>
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

/** Turning the app off: the current password confirms it is the owner. */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const disable = useDisableTotp();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ current_password: string }>({ defaultValues: { current_password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await disable.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const message = error.fieldErrors.current_password?.[0] ?? error.message;
        setError('current_password', { type: 'server', message }, { shouldFocus: true });
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(describeFailure(error));
      }
      return;
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p className="text-sm text-muted">
        <Trans>Sign-in codes will come by email again. Your recovery codes stop working.</Trans>
      </p>
      <PasswordField
        label={t`Current Password`}
        autoComplete="current-password"
        className="max-w-sm"
        // The customer just asked to confirm with the password.
        autoFocus
        error={errors.current_password?.message}
        {...register('current_password', { required: t`The current password field is required.` })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" loading={isSubmitting || disable.isPending}>
          <Trans>Turn off</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

type Step =
  | { name: 'idle' }
  | { name: 'enrolling'; enrolment: TotpEnrolment }
  | { name: 'codes'; codes: string[] }
  | { name: 'disabling' };

interface TwoStepCardProps {
  customer: Customer;
  /** The account's method changed: the caller reloads the customer. */
  onMethodChanged: () => void;
}

/** Settings' two-step verification: email codes, or an authenticator app with recovery codes. */
export function TwoStepSettings({ customer, onMethodChanged }: TwoStepCardProps) {
  const { t } = useLingui();
  const email = customer.account.email;
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const enrol = useEnrolTotp();
  const totpOn = customer.account.mfa_method === 'totp';

  const start = async () => {
    setNotice(null);
    try {
      const enrolment = await enrol.mutateAsync();
      setStep({ name: 'enrolling', enrolment });
    } catch {
      // enrol.error is shown below.
    }
  };

  if (step.name === 'enrolling') {
    return (
      <EnrolStep
        enrolment={step.enrolment}
        onCancel={() => setStep({ name: 'idle' })}
        onConfirmed={(codes) => {
          setStep({ name: 'codes', codes });
          onMethodChanged();
        }}
      />
    );
  }
  if (step.name === 'codes') {
    return (
      <RecoveryCodesStep
        codes={step.codes}
        onDone={() => {
          setStep({ name: 'idle' });
          setNotice(t`Authenticator app turned on.`);
        }}
      />
    );
  }

  const Icon = totpOn ? Smartphone : Mail;
  return (
    <div>
      {notice ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm font-medium text-success">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {notice}
        </p>
      ) : null}
      <div className="flex flex-col gap-4 rounded-field border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {/* min-w-0 and anywhere: a long email address wraps instead of widening the page. */}
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <p className="font-semibold text-ink">
              {totpOn ? t`Authenticator app` : t`Codes by email`}{' '}
              <span className="ms-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                <Trans>In use</Trans>
              </span>
            </p>
            <p className="mt-0.5 text-sm text-muted">
              {totpOn ? (
                <Trans>Signing in asks for a code from your authenticator app.</Trans>
              ) : (
                <Trans>
                  Signing in asks for a code we email to <bdi translate="no">{email}</bdi>.
                </Trans>
              )}
            </p>
          </div>
        </div>
        {totpOn && step.name === 'idle' ? (
          <Button variant="secondary" onClick={() => setStep({ name: 'disabling' })}>
            <Trans>Turn off</Trans>
          </Button>
        ) : null}
      </div>

      {step.name === 'disabling' ? (
        <DisableForm
          onCancel={() => setStep({ name: 'idle' })}
          onDone={() => {
            setStep({ name: 'idle' });
            setNotice(t`Authenticator app turned off. Codes come by email again.`);
            onMethodChanged();
          }}
        />
      ) : null}

      {!totpOn ? (
        <div className="mt-4">
          <p className="text-sm text-muted">
            <Trans>An authenticator app is safer than email: codes never leave your phone.</Trans>
          </p>
          {enrol.error ? (
            <Alert tone="error" className="mt-3">
              {describeFailure(enrol.error)}
            </Alert>
          ) : null}
          <Button className="mt-3" onClick={() => void start()} loading={enrol.isPending}>
            <Smartphone aria-hidden="true" className="size-4" />
            <Trans>Set up an authenticator app</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
