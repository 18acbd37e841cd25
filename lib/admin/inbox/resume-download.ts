import 'server-only';
import { authorize, refusedRoute } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { resumeContentTypes } from '@/lib/forms/resume';
import { log } from '@/lib/log';
import { adminResumePath } from '@/lib/routing';
import { isUuid } from '@/lib/validation/uuid';
import { inboxFor } from './loaders';

/**
 * The content type of each stored CV's format: what the form accepts today, and Word 97–2003
 * (.doc), which it accepted before and whose applications stay until their period ends.
 */
const storedResumeTypes = { ...resumeContentTypes, doc: 'application/msword' } as const;

// An application's CV, streamed by the site itself on both backends (the embedded folder, or the
// private bucket read with the service role on the server): never a storage URL, which would be a
// bearer link nobody could revoke or see opened. The guard asks personal.read; the database asks
// again and records the download in the audit trail before a byte is read.

const noStore = { 'Cache-Control': 'private, no-store' };
const plain = (status: 403 | 404, text: string) =>
  new Response(text, {
    status,
    headers: {
      ...noStore,
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
    },
  });

/** A file name safe in a quoted header value, with the UTF-8 form for what ASCII cannot say. */
function disposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii || 'cv'}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The answer to GET /admin/inbox/application/<id>/cv. */
export async function resumeDownload(id: string): Promise<Response> {
  const access = await authorize('personal.read', 'admin.inbox.cv');
  if (!access.ok) return refusedRoute(access.reason, adminResumePath(isUuid(id) ? id : ''));
  if (!isUuid(id)) return plain(404, 'Not found');
  const file = await (
    await inboxFor(access.caller.claims)
  ).resumeDownload(id, await auditIpHmacOf());
  if (!file) return plain(404, 'Not found');
  const bytes = await (await getBackend()).forms.readResume(file.path);
  if (!bytes) {
    log.error({ application: id }, 'A CV the database names is missing from the bucket');
    return plain(404, 'Not found');
  }
  return new Response(bytes as BodyInit, {
    headers: {
      ...noStore,
      'Content-Type': storedResumeTypes[file.type],
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': disposition(file.name),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
