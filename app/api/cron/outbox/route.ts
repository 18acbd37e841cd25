import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { runScheduledJobs } from '@/lib/email/outbox-timer';

export const dynamic = 'force-dynamic';

function authorized(request: Request): boolean {
  const secret = env().CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The scheduled job: sends what is due in the outbox and purges what has been in the trash for
 * more than 30 days (Vercel Cron calls it every five minutes, with the secret as a
 * bearer token; a server that is not on Vercel retries on its own timer instead,
 * lib/email/outbox-timer.ts). Without CRON_SECRET the route refuses every caller.
 */
export async function GET(request: Request) {
  if (!authorized(request))
    return new Response('Unauthorized', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const report = await runScheduledJobs();
  return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
}
