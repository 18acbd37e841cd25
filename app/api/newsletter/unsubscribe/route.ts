import { getBackend } from '@/lib/backend';
import { hashToken } from '@/lib/forms/server';
import { log } from '@/lib/log';

/**
 * One-click unsubscribe (RFC 8058): mail clients POST here from the List-Unsubscribe header.
 * The answer does not say whether the token matched anybody.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token')?.slice(0, 100) ?? '';
  if (/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    try {
      await (await getBackend()).forms.unsubscribeNewsletter(hashToken(token));
    } catch (error) {
      log.error({ module: 'newsletter', err: error }, 'One-click unsubscribe failed');
      return new Response('Try again later', {
        status: 503,
        headers: { 'Cache-Control': 'no-store' },
      });
    }
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
