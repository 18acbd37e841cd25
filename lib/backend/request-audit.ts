import 'server-only';
import { cache } from 'react';
import { addressHmac } from '@/lib/audit/ip-hmac';
import { clientIp } from '@/lib/forms/server';
import { log } from '@/lib/log';
import { serverSecret } from './secrets';

// The client address as the audit trail keeps it: an HMAC under the audit key, computed by the
// server, never the browser (a header the browser sent would be whatever it wanted). Server code
// passes it to record_audit_event; a staff member's database calls carry it as a request header,
// which the trigger that records an entry's publishing reads from request.headers (PostgREST
// sets them for each request's transaction, the embedded store in its image).

/** The audit HMAC of `address` (the request's client address when omitted), or null. */
export async function auditIpHmacOf(address?: string): Promise<string | null> {
  const ip = address ?? (await clientIp());
  if (ip === 'unknown' || ip === '') return null;
  try {
    return addressHmac(await serverSecret('audit-ip-key'), ip);
  } catch (error) {
    log.child({ module: 'audit' }).error({ err: error }, 'No audit key: no address for the trail');
    return null;
  }
}

/**
 * The HMAC header of this request's client address, or none (outside a request, no key):
 * computed once per request, whatever the number of database calls it makes.
 */
export const auditRequestHeaders = cache(async (): Promise<Record<string, string>> => {
  const hmac = await auditIpHmacOf();
  return hmac ? { 'x-audit-ip-hmac': hmac } : {};
});
