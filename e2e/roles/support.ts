import path from 'node:path';
import type { StaffRole } from '../../lib/auth/permissions';
import { account, admin, type User } from '../admin/support';

// The role smokes' accounts (created by playwright.config.ts with `npm run user:create -- …
// --role …`, passwords random per run) and where each one's signed-in session is kept.

// The editor and the admin have an authenticator (their roles require one); the author has none.
export const accounts: Record<StaffRole, () => User> = {
  author: () => account('AUTHOR'),
  editor: () => account('EDITOR'),
  admin,
};

/** The storage state of `role`'s session, saved by sessions.setup.ts. */
export const sessionOf = (role: StaffRole) =>
  path.join(process.cwd(), '.data', 'e2e-sessions', `${role}.json`);
