import 'server-only';
import { addressHmac } from '@/lib/audit/ip-hmac';
import { clientIp } from '@/lib/forms/server';
import { log } from '@/lib/log';
import { serverSecret } from './secrets';

// The request headers a staff member's database calls carry for the audit trail. The trigger that
// records an entry's publishing (and any later SQL that records in its own transaction) reads the
// client address's HMAC from request.headers, which PostgREST sets for each request's
// transaction and the embedded store sets in its image. The server computes it, never the
// browser: a header the browser sent would be whatever it wanted.

/** The HMAC header of this request's client address, or none (outside a request, no key). */
export async function auditRequestHeaders(): Promise<Record<string, string>> {
  const ip = await clientIp();
  if (ip === 'unknown') return {};
  try {
    const hmac = addressHmac(await serverSecret('audit-ip-key'), ip);
    return hmac ? { 'x-audit-ip-hmac': hmac } : {};
  } catch (error) {
    log.child({ module: 'audit' }).error({ err: error }, 'No audit key: no address for the trail');
    return {};
  }
}
