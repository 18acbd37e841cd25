import { isStaffRole } from './permissions';
import type { AdminUser } from './types';

/** A row of `public.admin_users()`: the same SQL function answers on both backends. */
export type AdminUserRow = {
  id: string;
  email: string;
  display_name: string | null;
  role: string | null;
  team_member_id: string | null;
  is_admin: boolean;
  disabled: boolean;
  last_sign_in_at: string | null;
  created_at: string;
};

/** An `admin_users()` row as the app's `AdminUser`: the one mapper both auth adapters use. */
export const adminUserFromRow = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.display_name,
  role: isStaffRole(row.role) ? row.role : null,
  teamMemberId: row.team_member_id,
  isAdmin: row.is_admin,
  disabled: row.disabled,
  lastSignInAt: row.last_sign_in_at,
  createdAt: row.created_at,
});
