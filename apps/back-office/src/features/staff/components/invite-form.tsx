import { zodResolver } from '@hookform/resolvers/zod';
import { inviteStaffSchema, type StaffRole } from '@homeward/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { CopyOnce } from '@/components/copy-once';
import { RoleCheckboxes } from '@/components/role-checkboxes';
import { TextField } from '@homeward/ui/text-field';
import { ApiError, failureMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useInviteStaff } from '../api/staff';

type Values = z.input<typeof inviteStaffSchema>;

export function InviteForm() {
  const invite = useInviteStaff();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: { email: '', name: '', roles: [] },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(inviteStaffSchema.parse(values));
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'name', 'roles']);
      return;
    }
    reset();
  });
  const unplaced =
    invite.error &&
    !(invite.error instanceof ApiError && Object.keys(invite.error.fieldErrors).length > 0);
  return (
    <div className="space-y-4">
      {invite.data ? (
        <CopyOnce
          title={`${invite.data.staff.name} is invited`}
          label="Invitation link"
          value={invite.data.invitation_url}
        />
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {unplaced ? <Alert tone="error">{failureMessage(invite.error)}</Alert> : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Work email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <RoleCheckboxes
              idPrefix="invite-roles"
              value={(field.value ?? []) as StaffRole[]}
              onChange={field.onChange}
              error={errors.roles?.message}
            />
          )}
        />
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </form>
    </div>
  );
}
