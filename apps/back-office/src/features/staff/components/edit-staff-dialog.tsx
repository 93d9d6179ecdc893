import type { StaffMember, StaffRole } from '@homeward/contract';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Dialog } from '@homeward/ui/dialog';
import { RoleCheckboxes } from '@/components/role-checkboxes';
import { failureMessage } from '@/lib/api-client';
import { useUpdateStaff } from '../api/staff';

export function EditStaffDialog({
  member,
  onDismiss,
}: {
  member: StaffMember;
  onDismiss: () => void;
}) {
  const update = useUpdateStaff();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    if (roles.length === 0) {
      setError('Give at least one role.');
      return;
    }
    try {
      await update.mutateAsync({ id: member.id, roles });
    } catch {
      return;
    }
    onDismiss();
  };
  return (
    <Dialog
      title={`Roles of ${member.name}`}
      description="A change applies from their next request."
      onDismiss={onDismiss}
      busy={update.isPending}
    >
      <div className="mt-4 space-y-4">
        {update.error ? <Alert tone="error">{failureMessage(update.error)}</Alert> : null}
        <RoleCheckboxes
          idPrefix={`roles-${member.id}`}
          value={roles}
          onChange={setRoles}
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDismiss} disabled={update.isPending}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={() => void save()}>
            Save roles
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
