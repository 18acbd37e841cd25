import 'server-only';
import { getBackend, getEmbeddedStore } from '@/lib/backend';
import { backendConfig, describeBackend } from '@/lib/backend/config';
import { mailFolder, warnIfMailUnconfigured } from '@/lib/email/transports';
import { env, isProductionServer } from '@/lib/env';
import { refusedPage } from '@/lib/http/refused-page';
import { log } from '@/lib/log';
import { setupPathFor } from '@/lib/routing';
import { siteUrl } from '@/lib/site-url';

// The start-up work that reaches across the parts (the backend, mail, the auth shim's setup
// link, the outbox timer) lives here, so lib/backend never imports lib/auth or lib/email back.
const logger = log.child({ module: 'startup' });
// The backend's start-up lines keep the module they always had in the log.
const backendLogger = log.child({ module: 'backend' });

/**
 * Says at start-up what a production server lacks, loudly, instead of letting it show later as
 * a limit that never holds or a secret that is missing.
 */
export function reportConfiguration() {
  const vars = env();
  if (!isProductionServer(vars)) return;
  const preloaded = globalThis as {
    __clientAddressFromSocket?: boolean;
    __bodyLimitBytes?: number;
  };
  if (vars.VERCEL !== '1' && !preloaded.__clientAddressFromSocket)
    logger.warn(
      'Client address: started without scripts/server-preload.cjs (use `npm start`), so a ' +
        'client-written X-Forwarded-For can choose the address the rate limits count.',
    );
  if (vars.VERCEL !== '1' && preloaded.__bodyLimitBytes === undefined)
    logger.warn(
      'Request bodies: started without scripts/server-preload.cjs (use `npm start`), so an ' +
        'oversized post is read to its end before it is refused, and a slow one holds a socket.',
    );
  if (backendConfig().kind === 'supabase' && !vars.RATE_LIMIT_SALT)
    logger.error(
      'RATE_LIMIT_SALT is not set: every form submission will fail until it is. See .env.example.',
    );
  if (backendConfig().kind === 'supabase' && !vars.AUDIT_IP_KEY)
    logger.error(
      'AUDIT_IP_KEY is not set: the audit trail records no client address until it is. See .env.example.',
    );
  if (backendConfig().kind === 'supabase' && !vars.DEVICE_COOKIE_SECRET)
    logger.error(
      'DEVICE_COOKIE_SECRET is not set: no browser is recognised at sign-in, so an attack on an account holds its owner too. See .env.example.',
    );
}

/**
 * Hands the site's 413 page (in the visitor's language, with the security headers) to the server
 * preload (scripts/server-preload.cjs), which refuses an oversized body before Next.js reads it
 * and cannot load this TypeScript itself.
 */
export function offerRefusalPage() {
  (globalThis as { __refusedBodyPage?: (pathname: string) => unknown }).__refusedBodyPage = (
    pathname,
  ) => refusedPage('tooLarge', pathname);
}

/**
 * Starts the work that needs no request: outbox retries every five minutes. On Vercel, whose
 * functions do not outlive a request, Vercel Cron calls /api/cron/outbox instead (vercel.json).
 */
export async function startBackgroundWork() {
  if (env().VERCEL === '1') return;
  const { startOutboxTimer } = await import('@/lib/email/outbox-timer');
  startOutboxTimer();
}

/**
 * Logs which backend this process uses and opens it, so a broken store is reported at start-up.
 * A failure is logged, not thrown: prerendered pages keep being served, and the pages that need
 * the database answer with the error page until it is repaired.
 */
export async function startBackend() {
  backendLogger.info(describeBackend(backendConfig()));
  warnIfMailUnconfigured();
  if (env().NEXT_PHASE !== 'phase-production-build') announceMailFolder();
  try {
    await getBackend();
  } catch (error) {
    backendLogger.error({ err: error }, 'The backend could not be opened');
    return;
  }
  if (backendConfig().kind === 'embedded' && env().NEXT_PHASE !== 'phase-production-build')
    await announceSetupLink();
}

/**
 * While the embedded store has no admin, prints a one-time link whose page creates the first one
 * (a new link at each start; the older ones stop working).
 */
export async function announceSetupLink() {
  try {
    const { createSetupToken } = await import('@/lib/auth/embedded/setup');
    const token = await createSetupToken(await getEmbeddedStore());
    if (!token) return;
    const link = new URL(setupPathFor(token), siteUrl());
    // The link is the point of these lines: the JSON log carries it (under a key pino does not
    // redact), and a plain banner on stderr makes it hard to miss in a terminal.
    backendLogger.warn(
      { setupLink: link.toString() },
      'No admin yet: open the setup link (valid 24 hours, once) to create the first admin',
    );
    process.stderr.write(
      `\n  ==== No admin yet. Create the first one here (valid 24 hours, once): ====\n` +
        `  ${link.toString()}\n\n`,
    );
  } catch (error) {
    backendLogger.error({ err: error }, 'The first-admin setup link could not be created');
  }
}

/**
 * Without Resend, says on stderr, where a person starting the site looks, in which folder every
 * e-mail the site "sends" is written instead (the log line says it too).
 */
export function announceMailFolder(
  vars = env(),
  out: Pick<NodeJS.WriteStream, 'write'> = process.stderr,
) {
  const folder = vars.RESEND_API_KEY ? null : mailFolder(vars);
  if (!folder) return;
  out.write(
    `\n  ==== E-mail is not sent (no RESEND_API_KEY): each message is written as a .eml file to ====\n` +
      `  ${folder}\n\n`,
  );
}
