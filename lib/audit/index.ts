import 'server-only';
import { viewerOf } from '@/lib/auth/guard';
import type { SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import type { AuditLog } from '@/lib/backend/types';
import { log } from '@/lib/log';
import type { AuditEventInput, ServerAuditEventInput } from './types';

// Server code records audit events here: as the signed-in caller (the database takes the actor
// from their session), or as the server for events with no session yet (a failed sign-in).
// A SQL function that changes something records in its own transaction by calling
// public.record_audit_event itself, and takes the address's HMAC as an argument
// (`auditIpHmacOf`). Recording after a change that already happened never undoes or fails it:
// a failure to record is logged as an error instead.

const auditLogger = log.child({ module: 'audit' });

export type { AuditAction } from './actions';
export type * from './types';
export { auditIpHmacOf };

type Recorded = Omit<AuditEventInput, 'ipHmac'> & { ip?: string };

async function safely(event: { action: string }, write: () => Promise<number>) {
  try {
    await write();
  } catch (error) {
    auditLogger.error({ err: error, action: event.action }, 'Audit event not recorded');
  }
}

/** Records one event as the signed-in user of `claims`, with the client address's HMAC. */
export async function recordAuditEvent(
  claims: SessionClaims,
  { ip, ...event }: Recorded,
): Promise<void> {
  await safely(event, async () =>
    (await getBackend())
      .audit(viewerOf(claims))
      .record({ ...event, ipHmac: await auditIpHmacOf(ip) }),
  );
}

/**
 * Records one event with the server's authority, for moments without a session (sign-in, a
 * failed or throttled one): `actorId` names the account when it is known.
 */
export async function recordServerAuditEvent({
  ip,
  ...event
}: Omit<ServerAuditEventInput, 'ipHmac'> & { ip?: string }): Promise<void> {
  await safely(event, async () =>
    (await getBackend()).serverAudit.record({ ...event, ipHmac: await auditIpHmacOf(ip) }),
  );
}

/** The trail as the signed-in user of `claims` reads it (the database refuses non-admins). */
export async function auditLogFor(claims: SessionClaims): Promise<AuditLog> {
  return (await getBackend()).audit(viewerOf(claims));
}
