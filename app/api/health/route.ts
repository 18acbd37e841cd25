import { checkHealth } from '@/lib/backend/health';
import { log } from '@/lib/log';

// Uptime monitors and load balancers ask this; each answer must be fresh.
export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/**
 * 200 `{ status: 'ok', backend }` when the database answers, else 503 `{ status: 'unavailable' }`.
 * The reason goes to the server log only, never to the caller.
 */
export async function GET() {
  try {
    const backend = await checkHealth();
    if (backend) return Response.json({ status: 'ok', backend }, { headers });
    log.error({ module: 'health' }, 'The database did not answer in time, or answered no');
  } catch (error) {
    log.error({ module: 'health', err: error }, 'Health check failed');
  }
  return Response.json({ status: 'unavailable' }, { status: 503, headers });
}
