import { checkHealth } from '@/lib/backend/health';

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
    console.error('Health check: the database did not answer in time, or answered no');
  } catch (error) {
    console.error('Health check failed:', error);
  }
  return Response.json({ status: 'unavailable' }, { status: 503, headers });
}
