import { staffRoles, staffRoleTitles, type StaffRole } from '@homeward/contract';
import { FieldError } from '@homeward/ui/field-message';

/** The four roles as checkboxes, in a named group. */
export function RoleCheckboxes({
  value,
  onChange,
  error,
  legend = 'Roles',
  idPrefix,
}: {
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string | undefined;
  legend?: string;
  idPrefix: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {staffRoles.map((role) => (
          <label key={role} className="inline-flex min-h-11 items-center gap-2 text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={value.includes(role)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? staffRoles.filter((r) => r === role || value.includes(r))
                    : value.filter((r) => r !== role),
                )
              }
            />
            {staffRoleTitles[role]}
          </label>
        ))}
      </div>
      <FieldError id={`${idPrefix}-error`} message={error} />
    </fieldset>
  );
}
