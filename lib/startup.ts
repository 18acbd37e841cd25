import 'server-only';
import { backendConfig } from '@/lib/backend/config';
import { env, isProductionServer } from '@/lib/env';
import { refusedPage } from '@/lib/http/refused-page';
import { log } from '@/lib/log';

const logger = log.child({ module: 'startup' });

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
