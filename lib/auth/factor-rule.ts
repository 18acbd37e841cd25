import { env } from '@/lib/env';
import type { StaffRole } from './permissions';

// Which roles must have a verified authenticator before they do anything else in the staff area.
// Editors and admins can publish, change roles and read people's data, so a stolen password
// alone must not be enough for them; authors are not forced. Behind STAFF_FACTOR_REQUIRED until
// the end-to-end suite signs its staff in with codes.

/** The roles that must enroll a second factor (when the rule is on). */
export const rolesThatMustEnroll: readonly StaffRole[] = ['editor', 'admin'];

/** Whether the rule is on in this process. */
export const staffFactorRequired = (): boolean => env().STAFF_FACTOR_REQUIRED === '1';

/** Whether `role` must have a verified second factor now. */
export const roleMustEnroll = (role: StaffRole, required: boolean): boolean =>
  required && rolesThatMustEnroll.includes(role);
