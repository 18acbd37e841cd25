import type { AdminUser } from './types';

/** A row of `public.admin_users()`: the same SQL function answers on both backends. */
export type AdminUserRow = {
  id: string;
  email: string;
  is_admin: boolean;
  disabled: boolean;
  last_sign_in_at: string | null;
  created_at: string;
};

/** An `admin_users()` row as the app's `AdminUser`: the one mapper both auth adapters use. */
export const adminUserFromRow = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  isAdmin: row.is_admin,
  disabled: row.disabled,
  lastSignInAt: row.last_sign_in_at,
  createdAt: row.created_at,
});
