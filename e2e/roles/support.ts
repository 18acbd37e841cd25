import path from 'node:path';
import type { StaffRole } from '../../lib/auth/permissions';
import { admin, type User } from '../admin/support';

// The role smokes' accounts (created by playwright.config.ts with `npm run user:create -- …
// --role …`, passwords random per run) and where each one's signed-in session is kept.

function user(name: 'AUTHOR' | 'EDITOR'): User {
  const email = process.env[`E2E_${name}_EMAIL`];
  const password = process.env[`E2E_${name}_PASSWORD`];
  if (!email || !password) throw new Error(`E2E_${name}_* are set by playwright.config.ts`);
  return { email, password };
}

export const accounts: Record<StaffRole, () => User> = {
  author: () => user('AUTHOR'),
  editor: () => user('EDITOR'),
  admin,
};

/** The storage state of `role`'s session, saved by sessions.setup.ts. */
export const sessionOf = (role: StaffRole) =>
  path.join(process.cwd(), '.data', 'e2e-sessions', `${role}.json`);
