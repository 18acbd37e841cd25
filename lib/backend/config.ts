import { z } from 'zod';

/** Which backend the site uses, decided once from the environment. */
export type BackendConfig =
  { kind: 'supabase'; url: string; anonKey: string } | { kind: 'embedded'; dataDir: string };

export const defaultDataDir = '.data/pglite';

const envSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url().optional(),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(20).optional(),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(20).optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).optional(),
  EMBEDDED_DATA_DIR: z.string().min(1).optional(),
  VERCEL: z.string().optional(),
});

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * Supabase when its URL and publishable (anon) key are set, else the embedded store. On a
 * serverless host (VERCEL=1) the embedded store would keep visitors' data on one instance's
 * temporary disk, so there the missing variables are an error that names them.
 */
export function backendConfig(
  env: Record<string, string | undefined> = process.env,
): BackendConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).map(([key, value]) => [key, blank(value)])),
  );
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid backend environment variable(s): ${names}. See .env.example.`);
  }
  const vars = parsed.data;
  const anonKey = vars.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? vars.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (vars.NEXT_PUBLIC_SUPABASE_URL && anonKey) {
    // The forms write with the service role: without its key nothing a visitor sends is kept.
    if (vars.VERCEL === '1' && !vars.SUPABASE_SERVICE_ROLE_KEY) {
      throw new Error(
        'Set SUPABASE_SERVICE_ROLE_KEY in the project’s environment variables: the forms store submissions with it.',
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
