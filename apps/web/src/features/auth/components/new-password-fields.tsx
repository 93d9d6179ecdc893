import type { PasswordPolicy } from '@homeward/contract';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/password-field';
import { Spinner } from '@homeward/ui/spinner';
import { PasswordChecklist } from './password-checklist';

interface NewPasswordFieldsProps {
  policy: UseQueryResult<PasswordPolicy>;
  password: string;
  passwordLabel?: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
}

/** New password with the policy's live checklist, then its confirmation (as on sign-up). */
export function NewPasswordFields({
  policy,
  password,
  passwordLabel,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <div>
        <PasswordField
          label={passwordLabel ?? t`New Password`}
          autoComplete="new-password"
          required
          error={passwordError}
          {...passwordField}
        />
        {policy.isPending ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" label={t`Loading the password rules`} />
          </p>
        ) : policy.data ? (
          <PasswordChecklist policy={policy.data} password={password} />
        ) : null}
      </div>
      <PasswordField
        label={t`Confirm Password`}
        autoComplete="new-password"
        required
        error={confirmError}
        {...confirmField}
      />
    </>
  );
}
