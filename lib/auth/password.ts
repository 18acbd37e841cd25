import type { WeakPasswordReason } from './types';

/** SPEC §8 and issue 11: at least 12 characters. */
export const minPasswordLength = 12;

// The few passwords every guessing list starts with (and their obvious 12-character stretches).
// Supabase's own leaked-password check ('pwned') covers the rest in production; this list is the
// floor both backends share, so the embedded store refuses the same obvious choices.
const commonPasswords = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  'qwertyuiopas',
  'qwerty123456',
  '123456qwerty',
  'password1234',
  'password12345',
  'passwordpassword',
  'contraseña123',
  'contrasena123',
  'contraseña1234',
  'contrasena1234',
  'iloveyou1234',
  'administrator',
  'administrador',
  'admin1234567',
  'welcome12345',
  'bienvenido123',
  'letmein12345',
  'abcdefghijkl',
  'abc123456789',
  'aaaaaaaaaaaa',
  '111111111111',
  '000000000000',
  'qwertyqwerty',
  'asdfghjklñ12',
  'asdfghjkl123',
  'colombia1234',
  'colombia2024',
  'colombia2025',
  'colombia2026',
]);

/** The character kinds a password mixes: lower case, upper case, digits, anything else. */
function characterKinds(password: string): number {
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];
  return kinds.filter((kind) => kind.test(password)).length;
}

/**
 * Why `password` is too weak for the account `email`, in SPEC §8's reasons; empty when it is
 * acceptable. Both backends check these before their own checks (Supabase adds 'pwned').
 */
export function passwordProblems(password: string, email: string): WeakPasswordReason[] {
  const problems: WeakPasswordReason[] = [];
  if ([...password].length < minPasswordLength) problems.push('length');
  if (characterKinds(password) < 2) problems.push('characters');
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) problems.push('email');
  if (commonPasswords.has(password.toLowerCase())) problems.push('common');
  return problems;
}
