import { randomBytes } from 'node:crypto';
import { backendConfig, type BackendConfig } from '@/lib/backend/config';
import { embeddedSecret } from '@/lib/backend/secrets';
import { openEmbeddedStore } from '@/lib/backend/embedded/store';
import { StoreLockedError } from '@/lib/backend/embedded/lock';
import { embeddedAuthAdmin } from '@/lib/auth/embedded/admin';
import { enrollVerifiedFactor } from '@/lib/auth/embedded/mfa';
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
// `--totp-secret-env VAR` (the tests' accounts only, see testFactorRefusal) also gives the account
// a verified authenticator whose base32 secret is the value of the environment variable VAR: the
// name travels on the command line, the secret never does (argv is visible to every process).
// Bundled and run by user-create.mjs.

export const usage =
  'Usage: npm run user:create -- <email> [--role author|editor|admin] [--name "…"] [--admin] [--totp-secret-env VAR]  (password: USER_PASSWORD, else generated)';

export type Arguments = {
  email: string;
  role: StaffRole | null;
  name: string | null;
  /** The name of the environment variable holding the TOTP secret, when one is to be enrolled. */
  totpSecretEnv: string | null;
};

/** The command's input: one e-mail, a role or none, a name or none; null when it is not that. */
export function parseArguments(argv: string[]): Arguments | null {
  const emails: string[] = [];
  let role: StaffRole | null = null;
  let name: string | null = null;
  let totpSecretEnv: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--admin') role = 'admin';
    else if (arg === '--totp-secret-env') {
      const value = argv[++i];
      if (!value || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(value)) return null;
      totpSecretEnv = value;
    } else if (arg === '--role') {
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
  return emails.length === 1 ? { email: emails[0]!, role, name, totpSecretEnv } : null;
}

/**
 * Why a factor with a secret chosen outside may not be enrolled here, or null when it may. Such a
 * factor is a test account's: its secret is known to whoever set the variable, so it proves
 * nothing about a phone. It is allowed only on the embedded store and only with E2E_TEST_ACCOUNTS=1.
 * NODE_ENV cannot decide it: the end-to-end tests run the production build (`npm start`), and the
 * command itself runs before that server with whatever NODE_ENV the shell has, so "not a production
 * build" would refuse the tests and let a careless shell through. On Supabase the auth admin API
 * cannot create a factor at all (it lists and deletes them; an enrollment's secret is made by the
 * auth server for a signed-in session), so there is nothing to allow.
 */
export function testFactorRefusal(backend: BackendConfig['kind'], testAccounts: boolean) {
  if (backend === 'supabase')
    return '--totp-secret-env: Supabase Auth cannot enroll a factor with a given secret; enroll through /admin/account/security.';
  if (!testAccounts)
    return '--totp-secret-env is for the end-to-end tests’ accounts only: set E2E_TEST_ACCOUNTS=1 (never where real people sign in).';
  return null;
}

/** A TOTP secret as authenticator apps take it: base32, 160 bits or more. */
const totpSecretPattern = /^[A-Z2-7]{32,128}$/;

/** The secret in the variable `name` of `environment`; the error never repeats its value. */
export function totpSecretFrom(
  environment: Record<string, string | undefined>,
  name: string,
): string {
  const value = environment[name];
  if (!value) throw new Error(`--totp-secret-env: ${name} is not set.`);
  if (!totpSecretPattern.test(value))
    throw new Error(`--totp-secret-env: ${name} is not a base32 secret of 32 to 128 characters.`);
  return value;
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

/**
 * Creates or updates the user on the embedded store in `dataDir` (refused while a server holds
 * it); with `totpSecret`, the account's one factor becomes a verified one with that secret,
 * encrypted with the key the server will read from the same folder.
 */
export async function createUserOnEmbeddedStore(
  dataDir: string,
  {
    totpSecret = null,
    ...input
  }: Parameters<typeof createUser>[1] & { totpSecret?: string | null },
): Promise<UserCreateResult> {
  const store = await openEmbeddedStore({ dataDir });
  try {
    const result = await createUser(embeddedAuthAdmin(store), input);
    if (totpSecret !== null) {
      const totpKey = await embeddedSecret('totp-encryption-key', dataDir);
      await enrollVerifiedFactor(store, totpKey, { userId: result.id, secret: totpSecret });
    }
    return result;
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
  const { totpSecretEnv, ...fields } = parsed;
  const input = {
    ...fields,
    password: env().USER_PASSWORD ?? null,
    locale: terminalLocale(),
  };
  try {
    const config = backendConfig();
    let totpSecret: string | null = null;
    if (totpSecretEnv !== null) {
      const refusal = testFactorRefusal(config.kind, env().E2E_TEST_ACCOUNTS === '1');
      if (refusal) {
        out.error(refusal);
        return 2;
      }
      // The variable's name is the caller's choice, so it is read here rather than through
      // lib/env.ts, and checked by totpSecretFrom before use.
      totpSecret = totpSecretFrom(process.env, totpSecretEnv);
    }
    let result: UserCreateResult;
    if (config.kind === 'embedded') {
      result = await createUserOnEmbeddedStore(config.dataDir, { ...input, totpSecret });
    } else {
      const { authAdmin } = await import('@/lib/auth');
      result = await createUser(await authAdmin(), input);
    }
    const role = input.role ?? 'user (no staff role)';
    out.log(
      `${result.created ? 'Created' : 'Updated'} ${role} ${input.email.trim().toLowerCase()}.`,
    );
    if (totpSecret !== null) out.log('With a verified authenticator (the tests’ secret).');
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
