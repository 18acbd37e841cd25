import 'server-only';
import { backendConfig } from '@/lib/backend/config';
import { env, isProductionServer } from '@/lib/env';
import { log } from '@/lib/log';

const logger = log.child({ module: 'startup' });

/**
 * Says at start-up what a production server lacks, loudly, instead of letting it show later as
 * a limit that never holds or a secret that is missing.
 */
export function reportConfiguration() {
  const vars = env();
  if (!isProductionServer(vars)) return;
  const fromSocket = (globalThis as { __clientAddressFromSocket?: boolean })
    .__clientAddressFromSocket;
  if (vars.VERCEL !== '1' && !fromSocket)
    logger.warn(
      'Client address: started without scripts/client-address.cjs (use `npm start`), so a ' +
        'client-written X-Forwarded-For can choose the address the rate limits count.',
    );
  if (backendConfig().kind === 'supabase' && !vars.RATE_LIMIT_SALT)
    logger.error(
      'RATE_LIMIT_SALT is not set: every form submission will fail until it is. See .env.example.',
    );
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
