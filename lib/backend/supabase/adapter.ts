import { createHash } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  bulletinPdfDownloadName,
  bulletinPdfName,
  parseBulletinPdfName,
} from '@/lib/bulletins/pdf';
import { isStaffRole } from '@/lib/auth/permissions';
import { isLocale } from '@/lib/routing';
import { adminContent } from '../admin-content';
import { auditLog, serverAuditLog } from '../audit-log';
import { conflictStore } from '../conflict-store';
import { imagesStore } from '../images-store';
import { inboxRepliesStore } from '../inbox-replies-store';
import { privacyStore } from '../privacy-store';
import { dataRequestsStore, publicDataRequests } from '../data-requests-store';
import { inboxStore } from '../inbox-store';
import { outboxViewer } from '../outbox-viewer';
import { contentReads } from '../content-reads';
import { formsStore } from '../forms-store';
import { maintenance } from '../maintenance';
import { RpcError, type Rpc } from '../rpc-error';
import type { Backend, BulletinFiles, Viewer } from '../types';
import { supabaseImageFiles } from './image-files';

export type SupabaseSettings = {
  url: string;
  anonKey: string;
  serviceRoleKey?: string;
  /** Replaces the global fetch: the tests hand in the PostgREST stand-in (lib/backend/testing). */
  fetch?: typeof fetch;
};

/** A client without a session; its requests carry `key` alone (anon or service role). */
export function clientWithKey({ url, fetch }: SupabaseSettings, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

/** `.rpc()` on `client`, failing with PostgREST's error (code, details, hint) as an RpcError. */
export function clientRpc(client: () => SupabaseClient | Promise<SupabaseClient>): Rpc {
  return async (fn, args) => {
    const { data, error } = await (await client()).rpc(fn, args);
    if (error)
      throw new RpcError(fn, {
        code: error.code ?? '',
        message: error.message,
        details: error.details ?? null,
        hint: error.hint ?? null,
      });
    return data;
  };
}

/**
 * The backend on Supabase: every database call is a SQL function through PostgREST (`.rpc()`),
 * as on the embedded store. Public reads use a client without a session, so public pages never
 * read cookies. `userClient` builds the cookie-bound client of a signed-in request
 * (lib/backend/supabase/server.ts) for calls that must run as that user; the forms use the
 * service role key, which only the server holds.
 */
export function supabaseBackend(
  settings: SupabaseSettings,
  userClient: () => Promise<SupabaseClient>,
): Backend {
  let server: SupabaseClient | undefined;
  const serviceClient = () => {
    if (!settings.serviceRoleKey)
      throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set: forms cannot be stored.');
    server ??= clientWithKey(settings, settings.serviceRoleKey);
    return server;
  };
  const resumes = () => serviceClient().storage.from('resumes');
  const anonClient = () => clientWithKey(settings, settings.anonKey);
  return {
    bulletinFiles: (viewer) => supabaseBulletinFiles(settings, viewer, userClient),
    name: 'supabase',
    ...contentReads(clientRpc(anonClient)),
    async isAdmin(viewer: Viewer) {
      if (viewer.kind === 'anonymous') return false;
      return (await clientRpc(userClient)('is_admin', {})) === true;
    },
    async staffRole(viewer: Viewer) {
      if (viewer.kind === 'anonymous') return null;
      const role = await clientRpc(userClient)('staff_role', {});
      return isStaffRole(role) ? role : null;
    },
    async secondFactorPending(viewer: Viewer) {
      if (viewer.kind === 'anonymous') return false;
      return (await clientRpc(userClient)('second_factor_pending', {})) === true;
    },
    async adminLanguage(viewer: Viewer) {
      if (viewer.kind === 'anonymous') return null;
      const locale = await clientRpc(userClient)('staff_admin_language', {});
      return isLocale(locale) ? locale : null;
    },
    async setAdminLanguage(viewer: Viewer, locale) {
      if (viewer.kind === 'anonymous') return;
      await clientRpc(userClient)('set_admin_language', { p_language: locale });
    },
    // The signed-in admin's own session (the request's cookies), never the service role: the
    // database's require_permission() and policies decide. An anonymous viewer calls with the anon key,
    // and the database refuses it the same way.
    adminContent: (viewer) =>
      adminContent(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    // As adminContent: the viewer's own session, so the entries' policies decide what they see.
    getEntryAs: (viewer, locale, slug) =>
      contentReads(clientRpc(viewer.kind === 'user' ? userClient : anonClient)).getEntry(
        locale,
        slug,
      ),
    // As adminContent: the caller's own session, so the session names the actor.
    audit: (viewer) => auditLog(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    serverAudit: serverAuditLog(clientRpc(serviceClient)),
    // As audit: the caller's own session, so the database checks personal.read and names the actor.
    inbox: (viewer) => inboxStore(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    // As audit: the caller's own session, so RLS and personal.read decide.
    outbox: (viewer) => outboxViewer(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    conflicts: (viewer) =>
      conflictStore(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    inboxReplies: (viewer) =>
      inboxRepliesStore(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    // As audit: the caller's own session, so images.manage and the buckets' policies decide.
    images: (viewer) => imagesStore(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    imageFiles: (viewer) => supabaseImageFiles(viewer, userClient),
    privacy: (viewer) => privacyStore(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    // As the forms: the service role key; as inbox: the caller's own session for the staff's side.
    dataRequests: publicDataRequests(clientRpc(serviceClient)),
    privacyRequests: (viewer) =>
      dataRequestsStore(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    // The scheduled job's purge: the service role key, which only the server holds.
    maintenance: maintenance(clientRpc(serviceClient)),
    forms: formsStore(clientRpc(serviceClient), {
      async save(name, bytes, contentType) {
        const { error } = await resumes().upload(name, bytes, { contentType, upsert: false });
        if (error) throw new Error(`Supabase Storage upload failed: ${error.message}`);
      },
      async remove(name) {
        const { error } = await resumes().remove([name]);
        if (error) throw new Error(`Supabase Storage remove failed: ${error.message}`);
      },
      // The private bucket read with the service role, on the server only: the CV route streams
      // the bytes itself, so no storage URL ever reaches a browser.
      async read(name) {
        const { data, error } = await resumes().download(name);
        if (error) {
          const status = (error as { status?: number; statusCode?: string }).status;
          if (status === 404 || /not found/i.test(error.message)) return null;
          throw new Error(`Supabase Storage download failed: ${error.message}`);
        }
        return new Uint8Array(await data.arrayBuffer());
      },
    }),
  };
}

/** The public bucket of bulletins' PDFs (supabase/migrations/20261124000200_bulletin_files.sql). */
const bulletinsBucket = 'bulletins';

/**
 * Bulletins' PDFs in the public `bulletins` bucket, written as the signed-in admin (the bucket's
 * policies let only who may edit bulletins write; no service role here). Visitors download them from
 * Storage's public URL, which is what `save` returns and `pdf_path` keeps: with `?download=`, so
 * Storage answers `Content-Disposition: attachment` and the browser saves the file instead of
 * rendering it from Storage's origin (a link's `download` attribute does nothing across origins).
 */
export function supabaseBulletinFiles(
  settings: SupabaseSettings,
  viewer: Viewer,
  userClient: () => Promise<SupabaseClient>,
): BulletinFiles {
  const publicPrefix = `${settings.url.replace(/\/+$/, '')}/storage/v1/object/public/${bulletinsBucket}/`;
  const bucket = async () => {
    if (viewer.kind !== 'user')
      throw new Error('Only a signed-in admin may change bulletin files.');
    return (await userClient()).storage.from(bulletinsBucket);
  };
  return {
    async save(bytes, language) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const name = bulletinPdfName(sha256, bytes.byteLength, language);
      const files = await bucket();
      const { error } = await files.upload(name, bytes, {
        contentType: 'application/pdf',
        // Content-addressed: the name never changes meaning, so browsers and CDNs keep it.
        cacheControl: '31536000',
        upsert: false,
      });
      // The same bytes in the same language are the same name: already there is success.
      if (error && !isDuplicate(error))
        throw new Error(`Supabase Storage upload failed: ${error.message}`);
      const download = bulletinPdfDownloadName(parseBulletinPdfName(name)!);
      return files.getPublicUrl(name, { download }).data.publicUrl;
    },
    async remove(publicPath) {
      // A path saved before downloads were asked for has no query; one saved since has exactly
      // the download name of its own file.
      const at = publicPath.indexOf('?');
      const location = at < 0 ? publicPath : publicPath.slice(0, at);
      const query = at < 0 ? undefined : publicPath.slice(at + 1);
      const name = location.startsWith(publicPrefix) ? location.slice(publicPrefix.length) : '';
      const pdf = parseBulletinPdfName(name);
      if (!pdf || (query !== undefined && query !== `download=${bulletinPdfDownloadName(pdf)}`))
        throw new Error(`Refused bulletin file path ${JSON.stringify(publicPath)}`);
      const { error } = await (await bucket()).remove([name]);
      if (error) throw new Error(`Supabase Storage remove failed: ${error.message}`);
    },
  };
}

/** Storage's answer to an upload whose name exists (409 "Duplicate"). */
function isDuplicate(error: { message: string }): boolean {
  const { statusCode, status } = error as { statusCode?: string | number; status?: number };
  return (
    String(statusCode ?? status ?? '') === '409' || /already exists|duplicate/i.test(error.message)
  );
}
