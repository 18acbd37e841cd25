import type { WeakPasswordReason } from './types';

// The password rules (docs/product.md#staff-area), shared by the embedded shim, the set-password
// and setup forms (their zod schemas call `passwordProblems` in a refinement) and the Supabase
// adapter's pre-check. No 'server-only' marker: a client form may check as the user types; nothing
// here is secret.

export const minPasswordLength = 12;

/**
 * The most common passwords and phrases (Spanish and English), lower case, letters only: a
 * password is refused when, stripped of symbols and of digits at either end, it is one of these
 * (so "Qwertyuiop12!" is refused like "qwertyuiop").
 */
const commonPasswords = new Set([
  'password',
  'passw',
  'passwordpassword',
  'qwerty',
  'qwertyuiop',
  'qwertyuiopasdf',
  'asdfghjkl',
  'asdfghjklñ',
  'zxcvbnm',
  'abc',
  'abcdef',
  'abcdefghijkl',
  'iloveyou',
  'letmein',
  'letmeinplease',
  'welcome',
  'welcomeback',
  'admin',
  'administrator',
  'administrador',
  'changeme',
  'changemenow',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno',
  'superman',
  'starwars',
  'whatever',
  'secret',
  'contraseña',
  'contrasena',
  'micontraseña',
  'micontrasena',
  'teamo',
  'teamomucho',
  'bienvenido',
  'bienvenida',
  'colombia',
  'bogota',
  'medellin',
  'abogado',
  'abogados',
  'administracion',
  'clave',
  'miclave',
  'claveclave',
  'correctbatteryhorsestaple',
]);

const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/** Why `password` is too weak for the user with `email` (empty: acceptable). */
export function passwordProblems(password: string, email: string): WeakPasswordReason[] {
  const problems: WeakPasswordReason[] = [];
  const characters = [...password];
  if (characters.length < minPasswordLength) problems.push('length');
  // One kind only (all lower-case letters, all digits…), or one character repeated.
  const kindsUsed = kinds.filter((kind) => characters.some((c) => kind.test(c))).length;
  if (kindsUsed <= 1 || new Set(characters.map((c) => c.toLowerCase())).size <= 2)
    problems.push('characters');
  const lower = password.toLowerCase();
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && lower.includes(localPart)) problems.push('email');
  const letters = lower
    .normalize('NFC')
    .replace(/[^\p{L}\p{Nd}]/gu, '')
    .replace(/^\p{Nd}+|\p{Nd}+$/gu, '');
  if (letters === '' || commonPasswords.has(letters) || isSequence(lower)) problems.push('common');
  return problems;
}

/** "123456789012", "abcdefghijkl": a run of consecutive characters, up or down. */
function isSequence(password: string): boolean {
  const codes = [...password].map((c) => c.codePointAt(0)!);
  if (codes.length < 4) return false;
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}
