import { timingSafeEqual } from 'node:crypto';
import { getBackend } from '@/lib/backend';
import { env } from '@/lib/env';
import { deliverOutbox } from '@/lib/email/outbox';
import { defaultTransport } from '@/lib/email/transports';

export const dynamic = 'force-dynamic';

function authorized(request: Request): boolean {
  const secret = env().CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Sends what is due in the outbox (Vercel Cron calls it every five minutes, with the secret as a
 * bearer token). Without CRON_SECRET the route refuses every caller.
 */
export async function GET(request: Request) {
  if (!authorized(request))
    return new Response('Unauthorized', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const { forms } = await getBackend();
  const report = await deliverOutbox(forms, defaultTransport(), { limit: 50 });
  return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
}
