import type { StaffRole } from './permissions';

// Which roles must have a verified authenticator before they do anything else in the staff area.
// Editors and admins can publish, change roles and read people's data, so a stolen password
// alone must not be enough for them; authors are not forced. Always on, with no switch: a switch
// production could forget, or a test run could leave off, is a hole.

/** The roles that must enroll a second factor. */
export const rolesThatMustEnroll: readonly StaffRole[] = ['editor', 'admin'];

/** Whether `role` must have a verified second factor. */
export const roleMustEnroll = (role: StaffRole): boolean => rolesThatMustEnroll.includes(role);
