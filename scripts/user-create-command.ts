import { randomBytes } from 'node:crypto';
import { backendConfig } from '@/lib/backend/config';
import { openEmbeddedStore } from '@/lib/backend/embedded/store';
import { StoreLockedError } from '@/lib/backend/embedded/lock';
import { embeddedAuthAdmin } from '@/lib/auth/embedded/admin';
import { passwordProblems } from '@/lib/auth/password';
import { isStaffRole, type StaffRole } from '@/lib/auth/permissions';
import type { AuthAdmin } from '@/lib/auth/types';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import enAdmin from '@/messages/en/admin.json';
import esAdmin from '@/messages/es/admin.json';

// `npm run user:create -- <email> [--role author|editor|admin] [--name "…"]`: creates a user, or
// updates an existing one's password, role and name, on whichever backend the environment
// selects (`--admin` is `--role admin`; with no role the account has none and cannot enter the
// staff area). The password comes from USER_PASSWORD, else one is generated and printed once.
// Bundled and run by user-create.mjs.

export const usage =
  'Usage: npm run user:create -- <email> [--role author|editor|admin] [--name "…"] [--admin]  (password: USER_PASSWORD, else generated)';

/** The command's input: one e-mail, a role or none, a name or none; null when it is not that. */
export function parseArguments(
  argv: string[],
): { email: string; role: StaffRole | null; name: string | null } | null {
  const emails: string[] = [];
  let role: StaffRole | null = null;
  let name: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--admin') role = 'admin';
    else if (arg === '--role') {
      const value = argv[++i];
      if (!isStaffRole(value)) return null;
      role = value;
    } else if (arg === '--name') {
      const value = argv[++i]?.trim();
      // A name is plain text of a line: no control characters, at most 120 characters.
      if (!value || value.length > 120 || /\p{Cc}/u.test(value)) return null;
      name = value;
    } else if (arg.startsWith('--')) return null;
    else emails.push(arg);
  }
  return emails.length === 1 ? { email: emails[0]!, role, name } : null;
}

const plausibleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const adminWords = { es: esAdmin.Admin, en: enAdmin.Admin };

/**
 * The language of the person at the terminal: English when their locale says so (LC_ALL,
 * LC_MESSAGES, LANG), else Spanish, the staff area's default.
 */
export function terminalLocale(
  environment: Record<string, string | undefined> = process.env,
): Locale {
  const chosen = environment.LC_ALL || environment.LC_MESSAGES || environment.LANG || '';
  return chosen.toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** Why USER_PASSWORD is refused, worded as the staff area's forms word it, one reason a line. */
function weakPasswordMessage(reasons: string[], locale: Locale): string {
  const words = adminWords[locale];
  const lines = reasons.map(
    (reason) =>
      `- ${Object.hasOwn(words.password.reasons, reason) ? words.password.reasons[reason as keyof typeof words.password.reasons] : reason}`,
  );
  return [`USER_PASSWORD: ${words.errors.weakPassword}`, ...lines].join('\n');
}

/** A random password that `passwordProblems` accepts (24 characters of base64url). */
export function generatePassword(email: string): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (passwordProblems(candidate, email).length === 0) return candidate;
  }
}

export type UserCreateResult = { id: string; created: boolean; generatedPassword: string | null };

/** Creates or updates the user through `admin`. */
export async function createUser(
  admin: AuthAdmin,
  {
    email,
    role,
    name = null,
    password,
    locale = 'es',
  }: {
    email: string;
    role: StaffRole | null;
    name?: string | null;
    password: string | null;
    locale?: Locale;
  },
): Promise<UserCreateResult> {
  const address = email.trim().toLowerCase();
  if (!plausibleEmail.test(address)) throw new Error(`Not an e-mail address: ${email}\n${usage}`);
  if (password !== null) {
    const reasons = passwordProblems(password, address);
    if (reasons.length) throw new Error(weakPasswordMessage(reasons, locale));
  }
  const generatedPassword = password === null ? generatePassword(address) : null;
  const { id, created } = await admin.upsertUser({
    email: address,
    password: password ?? generatedPassword,
    role,
    name,
  });
  return { id, created, generatedPassword };
}

/** Creates or updates the user on the embedded store in `dataDir` (refused while a server holds it). */
export async function createUserOnEmbeddedStore(
  dataDir: string,
  input: Parameters<typeof createUser>[1],
): Promise<UserCreateResult> {
  const store = await openEmbeddedStore({ dataDir });
  try {
    return await createUser(embeddedAuthAdmin(store), input);
  } finally {
    await store.close();
  }
}

/** The command: parses `argv`, reports on `out`, answers the exit code. */
export async function main(
  argv: string[],
  out: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  const parsed = parseArguments(argv);
  if (!parsed) {
    out.error(usage);
    return 2;
  }
  const input = {
    ...parsed,
    password: env().USER_PASSWORD ?? null,
    locale: terminalLocale(),
  };
  try {
    const config = backendConfig();
    let result: UserCreateResult;
    if (config.kind === 'embedded') {
      result = await createUserOnEmbeddedStore(config.dataDir, input);
    } else {
      const { authAdmin } = await import('@/lib/auth');
      result = await createUser(await authAdmin(), input);
    }
    const role = input.role ?? 'user (no staff role)';
    out.log(
      `${result.created ? 'Created' : 'Updated'} ${role} ${input.email.trim().toLowerCase()}.`,
    );
    if (result.generatedPassword)
      out.log(`Password (shown this once; store it safely): ${result.generatedPassword}`);
    return 0;
  } catch (error) {
    if (error instanceof StoreLockedError) {
      out.error(error.message);
      return 1;
    }
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
