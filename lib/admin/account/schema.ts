import * as z from 'zod/mini';
import { limits } from '@/lib/forms/options';
import { email } from '@/lib/forms/schemas';

// The schemas of a staff member's own account forms: sign-in, a forgotten password, a new password,
// the first admin's setup. Messages are keys into messages/<locale>/admin.json (Admin.errors).
// Passwords are never trimmed (a space is a character like any other) and their strength is the
// auth backend's to judge (lib/auth/password.ts), so every form refuses the same passwords.

const passwordMax = 1024;

const newPassword = z
  .string()
  .check(z.minLength(1, 'passwordRequired'), z.maxLength(passwordMax, 'weakPassword'));

/**
 * Sign-in: any e-mail and password are tried (a malformed e-mail is just a wrong one), and a
 * missing one gets the single credentialsRequired message from the action, so this only bounds
 * the sizes.
 */
const credentials = {
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(limits.email, 'emailInvalid')),
  password: z.string().check(z.maxLength(passwordMax, 'invalidCredentials')),
};

export const signInSchema = z.object({ ...credentials, next: z.string() });

/** Signing in again from a page whose session ended (an editor with unsaved work): no redirect. */
export const signInAgainSchema = z.object(credentials);

export const forgotPasswordSchema = z.object({ email });

const matching = z.refine<{ password: string; confirm: string }>(
  (value) => value.password === value.confirm,
  { error: 'passwordMismatch', path: ['confirm'] },
);

export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .check(matching);

export const setupSchema = z
  .object({
    token: z.string().check(z.minLength(1, 'setupInvalid'), z.maxLength(256, 'setupInvalid')),
    email,
    password: newPassword,
    confirm: z.string(),
  })
  .check(matching);
