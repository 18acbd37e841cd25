import { randomBytes } from 'node:crypto';
import { backendConfig } from '@/lib/backend/config';
import { openEmbeddedStore } from '@/lib/backend/embedded/store';
import { StoreLockedError } from '@/lib/backend/embedded/lock';
import { embeddedAuthAdmin } from '@/lib/auth/embedded/admin';
import { passwordProblems } from '@/lib/auth/password';
import type { AuthAdmin } from '@/lib/auth/types';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import enAdmin from '@/messages/en/admin.json';
import esAdmin from '@/messages/es/admin.json';

// `npm run user:create -- <email> [--admin]`: creates a user, or updates an existing one's
// password and admin flag, on whichever backend the environment selects. The password comes from
// USER_PASSWORD, else one is generated and printed once. Bundled and run by user-create.mjs.

export const usage =
  'Usage: npm run user:create -- <email> [--admin]  (password: USER_PASSWORD, else generated)';

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
    isAdmin,
    password,
    locale = 'es',
  }: { email: string; isAdmin: boolean; password: string | null; locale?: Locale },
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
    admin: isAdmin,
  });
  return { id, created, generatedPassword };
}

/** Creates or updates the user on the embedded store in `dataDir` (refused while a server holds it). */
export async function createUserOnEmbeddedStore(
  dataDir: string,
  input: { email: string; isAdmin: boolean; password: string | null; locale?: Locale },
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
  const emails = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = argv.filter((arg) => arg.startsWith('--') && arg !== '--admin');
  if (emails.length !== 1 || unknown.length) {
    out.error(usage);
    return 2;
  }
  const input = {
    email: emails[0]!,
    isAdmin: argv.includes('--admin'),
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
    const role = input.isAdmin ? 'admin' : 'user (not an admin)';
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
