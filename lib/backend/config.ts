import { env as processEnv, parseEnv, type Env } from '../env';

/**
 * Which backend the site uses, decided once from the environment. The service-role key is the
 * server's own authority on Supabase (forms, outbox, user management); it never leaves the server.
 */
export type BackendConfig =
  | { kind: 'supabase'; url: string; anonKey: string; serviceRoleKey?: string }
  | { kind: 'embedded'; dataDir: string };

export const defaultDataDir = '.data/pglite';

/**
 * Supabase when its URL and publishable (anon) key are set, else the embedded store. On a
 * serverless host (VERCEL=1) the embedded store would keep visitors' data on one instance's
 * temporary disk, so there the missing variables are an error that names them.
 */
export function backendConfig(source?: Record<string, string | undefined>): BackendConfig {
  const vars: Env = source ? parseEnv(source) : processEnv();
  const anonKey = vars.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? vars.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (vars.NEXT_PUBLIC_SUPABASE_URL && anonKey) {
    // The forms write with the service role: without its key nothing a visitor sends is kept.
    if (vars.VERCEL === '1' && !vars.SUPABASE_SERVICE_ROLE_KEY) {
      throw new Error(
        'Set SUPABASE_SERVICE_ROLE_KEY in the project’s environment variables: the forms store submissions with it.',
      );
    }
    // Without a secret salt, the hashed addresses in the rate limits could be brute-forced.
    if (vars.VERCEL === '1' && !vars.RATE_LIMIT_SALT) {
      throw new Error(
        'Set RATE_LIMIT_SALT (16 or more random characters) in the project’s environment variables: the rate limits hash addresses with it.',
      );
    }
    return {
      kind: 'supabase',
      url: vars.NEXT_PUBLIC_SUPABASE_URL,
      anonKey,
      ...(vars.SUPABASE_SERVICE_ROLE_KEY ? { serviceRoleKey: vars.SUPABASE_SERVICE_ROLE_KEY } : {}),
    };
  }
  const missing = [
    vars.NEXT_PUBLIC_SUPABASE_URL ? null : 'NEXT_PUBLIC_SUPABASE_URL',
    anonKey ? null : 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or NEXT_PUBLIC_SUPABASE_ANON_KEY)',
  ].filter(Boolean);
  if (vars.VERCEL === '1') {
    throw new Error(
      `Supabase is required on Vercel, where the embedded database would lose what visitors send. ` +
        `Set ${missing.join(' and ')} in the project's environment variables.`,
    );
  }
  if (missing.length === 1) {
    throw new Error(`Supabase is half configured: set ${missing[0]} as well, or neither.`);
  }
  return { kind: 'embedded', dataDir: vars.EMBEDDED_DATA_DIR ?? defaultDataDir };
}

/** One line for the start-up log. */
export function describeBackend(config: BackendConfig): string {
  return config.kind === 'supabase'
    ? `Backend: Supabase at ${new URL(config.url).host}`
    : `Backend: embedded PGlite in ${config.dataDir}`;
}
