'use client';

import type { Role } from '@tsuzuri/staff/permissions';
import { useState } from 'react';
import type { UserTexts } from './texts';

/** A person's role as a choice and a button that changes it (nothing changes on choosing alone). */
export function RoleSwitch(props: {
  t: UserTexts;
  roles: Record<Role, string>;
  user: { name: string; role: Role };
  pending: boolean;
  /** Changes it; false when refused, and the choice goes back to the role the person has. */
  onChange: (role: Role) => Promise<boolean>;
}) {
  const { t, roles, user } = props;
  const [role, setRole] = useState<Role>(user.role);
  const label = t.roleOf.replace('{name}', user.name);
  return (
    <div className="c-users-role">
      <select aria-label={label} value={role} onChange={(e) => setRole(e.target.value as Role)}>
        {(Object.keys(roles) as Role[]).map((r) => (
          <option key={r} value={r}>
            {roles[r]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="c-button-quiet"
        aria-label={t.changeRoleOf.replace('{name}', user.name)}
        disabled={props.pending || role === user.role}
        onClick={async () => {
          if (!(await props.onChange(role))) setRole(user.role);
        }}
      >
        {t.changeRole}
      </button>
    </div>
  );
}
