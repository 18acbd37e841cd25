import { z } from 'zod';

// The one place that reads process.env (NODE_ENV aside). Parsed once per process with zod, so a
// malformed value stops the server at start-up with its name instead of failing later, quietly.
// No 'server-only' marker: next.config.ts and the CLI scripts import it too. Secrets are read by
// server modules only, which carry the marker. Next.js inlines only literal `process.env.X` reads
// of NEXT_PUBLIC_* and next.config.ts's `env`; the one such read here is the public site origin.

/** Blank values count as unset: `.env.example` lists every variable with an empty value. */
const blank = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value;
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema);

/** Variables the browser may see (their names start with NEXT_PUBLIC_). */
export const publicEnvSchema = z.object({
  /**
   * Public origin of the site (canonical URLs, feeds, vCards, e-mail links). Read at build: the
   * built server keeps the build's value (lib/site-url.ts).
   */
  NEXT_PUBLIC_SITE_URL: opt(z.url()),
  /** Supabase project URL; with its publishable key, the site runs on Supabase. */
  NEXT_PUBLIC_SUPABASE_URL: opt(z.url()),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: opt(z.string().min(20)),
  /** The same key under its older name. */
  NEXT_PUBLIC_SUPABASE_ANON_KEY: opt(z.string().min(20)),
});

/** Variables only the server reads. */
export const serverEnvSchema = z.object({
  /** Supabase service-role key: the forms, the outbox and the admin's user management use it. */
  SUPABASE_SERVICE_ROLE_KEY: opt(z.string().min(20)),
  /** Resend API key: without it, e-mail stays in the outbox and is only logged. */
  RESEND_API_KEY: opt(z.string()),
  /** Verified sender for Resend, e.g. "Firma <notificaciones@firma.example>". */
  MAIL_FROM: opt(z.string()),
  /** Where the firm receives contact messages and applications (default: lib/site.ts). */
  FIRM_INBOX: opt(z.email()),
  CAREERS_INBOX: opt(z.email()),
  /** Folder where the log transport also writes each e-mail as a .eml file. */
  MAIL_LOG_DIR: opt(z.string()),
  /** Bearer secret of the cron route. */
  CRON_SECRET: opt(z.string().min(16)),
  /** Salt of the rate limits' hashed keys (required in production on Supabase). */
  RATE_LIMIT_SALT: opt(z.string().min(16)),
  /**
   * Key of the audit trail's HMAC of client addresses (32+ random characters; required with
   * Supabase). Unset on the embedded store, one is generated into the data folder's secrets/.
   */
  AUDIT_IP_KEY: opt(z.string().min(32)),
  /**
   * Key that signs the sign-in's device cookie (32+ random characters; required with Supabase).
   * Unset on the embedded store, one is generated into the data folder's secrets/. Changing it
   * makes every browser unrecognised once, nothing else.
   */
  DEVICE_COOKIE_SECRET: opt(z.string().min(32)),
  /** Self-hosted only: how many proxies in front of the server append to X-Forwarded-For. */
  TRUSTED_PROXY_HOPS: withDefault(z.coerce.number().int().min(0).max(10).default(0)),
  /**
   * Signing secret of the embedded store's session tokens (HS256); unset, one is generated into
   * the data folder's secrets/ on first start. Changing it signs everybody out.
   */
  EMBEDDED_JWT_SECRET: opt(z.string().min(32)),
  TOTP_ENCRYPTION_KEY: opt(z.string().min(32)),
  /** Embedded database folder (default .data/pglite). */
  EMBEDDED_DATA_DIR: opt(z.string()),
  /**
   * Tests only: a throwaway Supabase project with the migrations applied. With the URL and the
   * publishable key, the backend contract runs its reads against it; with the service-role key
   * too, the auth tests create, sign in, reset and disable users there.
   */
  SUPABASE_TEST_URL: opt(z.url()),
  SUPABASE_TEST_ANON_KEY: opt(z.string().min(20)),
  SUPABASE_TEST_SERVICE_ROLE_KEY: opt(z.string().min(20)),
  /**
   * Tests only: the throwaway PostgreSQL server scripts/test-postgres.sh starts for the
   * `*.pg.test.ts` suite (its socket folder and port).
   */
  PGTEST_HOST: opt(z.string()),
  PGTEST_PORT: opt(z.coerce.number().int().min(1).max(65535)),
  /**
   * End-to-end tests only: every answer that passed through proxy.ts carries `x-proxy-trace: 1`,
   * so a test can show that ordinary pages never do.
   */
  E2E_PROXY_TRACE: opt(z.literal('1')),
  /**
   * End-to-end tests only: lets `npm run user:create -- … --totp-secret-env VAR` give an account
   * on the embedded store a verified authenticator whose secret the tests chose. Never set it
   * where real people sign in: a secret known outside their phone is not a second factor.
   */
  E2E_TEST_ACCOUNTS: opt(z.literal('1')),
  /** Pino's level: fatal, error, warn, info, debug, trace or silent (default: info; silent in tests). */
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** `npm run user:create`: the new user's password (else one is generated and printed once). */
  USER_PASSWORD: opt(z.string()),
  PORT: withDefault(z.coerce.number().int().min(1).max(65535).default(3000)),
  // Set by the host; listed so nothing else reads them.
  VERCEL: opt(z.string()),
  VERCEL_ENV: opt(z.enum(['production', 'preview', 'development'])),
  VERCEL_URL: opt(z.string()),
  VERCEL_PROJECT_PRODUCTION_URL: opt(z.string()),
  NEXT_PHASE: opt(z.string()),
  NEXT_RUNTIME: opt(z.string()),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;
export type ServerEnv = z.infer<typeof serverEnvSchema>;
export type Env = PublicEnv & ServerEnv & { NODE_ENV: 'development' | 'production' | 'test' };

type Source = Record<string, string | undefined>;

/** Parses an environment; throws one error naming every malformed variable (never its value). */
export function parseEnv(source: Source): Env {
  const parsed = z.object({ ...publicEnvSchema.shape, ...serverEnvSchema.shape }).safeParse(source);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new Error(`Invalid environment variable(s): ${names.join(', ')}. See .env.example.`);
  }
  const nodeEnv = source.NODE_ENV;
  return {
    ...parsed.data,
    NODE_ENV: nodeEnv === 'production' || nodeEnv === 'test' ? nodeEnv : 'development',
  };
}

let cached: Env | undefined;

/** The process's environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv({
    ...process.env,
    // Read by name, so that the build replaces it with the origin next.config.ts fixed: the built
    // server names itself as it was built, whatever PORT or URL its own environment holds
    // (lib/site-url.ts). In plain Node (next.config.ts, the CLI, Jest) it is the variable as set.
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  });
  return cached;
}

/** The server runs as a production deployment (not `next dev`, not the build). */
export function isProductionServer(e: Env = env()): boolean {
  return e.NODE_ENV === 'production' && e.NEXT_PHASE !== 'phase-production-build';
}
