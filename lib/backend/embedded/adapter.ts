import { isStaffRole } from '@/lib/auth/permissions';
import { isLocale } from '@/lib/routing';
import { adminContent } from '../admin-content';
import { auditLog, serverAuditLog } from '../audit-log';
import { conflictStore } from '../conflict-store';
import { embeddedImageFiles } from './image-files-adapter';
import { imagesStore } from '../images-store';
import { inboxRepliesStore } from '../inbox-replies-store';
import { privacyStore } from '../privacy-store';
import { dataRequestsStore, publicDataRequests } from '../data-requests-store';
import { inboxStore } from '../inbox-store';
import { outboxViewer } from '../outbox-viewer';
import { contentReads } from '../content-reads';
import { formsStore } from '../forms-store';
import { maintenance } from '../maintenance';
import { auditRequestHeaders } from '../request-audit';
import path from 'node:path';
import type { Backend, BulletinFiles, Viewer } from '../types';
import { bulletinFolder, privateFolder } from './files';
import type { Claims, EmbeddedStore } from './store';

function claimsOf(viewer: Viewer): Claims {
  return viewer.kind === 'user'
    ? { ...viewer.claims, role: 'authenticated', sub: viewer.id }
    : { role: 'anon' };
}

/**
 * The backend on the embedded PGlite store: the same SQL functions, called by name with the same
 * named arguments as on Supabase, under the same RLS policies. CVs go to `uploadsDir`, a private
 * folder the site never serves; bulletins' PDFs to `bulletinsDir` (by default beside it), which
 * the route handler at `bulletinFilesPath` serves.
 */
export function embeddedBackend(
  store: EmbeddedStore,
  uploadsDir: string,
  bulletinsDir: string = path.join(path.dirname(uploadsDir), 'bulletins'),
): Backend {
  const resumes = privateFolder(uploadsDir);
  const bulletins = bulletinFolder(bulletinsDir);
  /** The embedded twin of the `bulletins` bucket's policies: only who may edit bulletins writes. */
  const asAdmin = async (viewer: Viewer) => {
    if ((await store.rpc(claimsOf(viewer), 'staff_may', { p_action: 'bulletins.edit' })) !== true)
      throw new Error('Only an editor or an admin may change bulletin files.');
  };
  const bulletinFiles = (viewer: Viewer): BulletinFiles => ({
    async save(bytes, language) {
      await asAdmin(viewer);
      return bulletins.save(bytes, language);
    },
    async remove(publicPath) {
      await asAdmin(viewer);
      await bulletins.remove(publicPath);
    },
  });
  return {
    name: 'embedded',
    ...contentReads((fn, args) => store.rpc({ role: 'anon' }, fn, args)),
    isAdmin: async (viewer) => (await store.rpc(claimsOf(viewer), 'is_admin', {})) === true,
    staffRole: async (viewer) => {
      const role = await store.rpc(claimsOf(viewer), 'staff_role', {});
      return isStaffRole(role) ? role : null;
    },
    secondFactorPending: async (viewer) =>
      (await store.rpc(claimsOf(viewer), 'second_factor_pending', {})) === true,
    adminLanguage: async (viewer) => {
      const locale = await store.rpc(claimsOf(viewer), 'staff_admin_language', {});
      return isLocale(locale) ? locale : null;
    },
    setAdminLanguage: async (viewer, locale) => {
      await store.rpc(claimsOf(viewer), 'set_admin_language', { p_language: locale });
    },
    // The staff's writes carry the client address's HMAC for the trail's triggers, as the
    // Supabase adapter's request client sends it to PostgREST.
    adminContent: (viewer) =>
      adminContent(async (fn, args) =>
        store.rpc(claimsOf(viewer), fn, args, await auditRequestHeaders()),
      ),
    getEntryAs: (viewer, locale, slug) =>
      contentReads((fn, args) => store.rpc(claimsOf(viewer), fn, args)).getEntry(locale, slug),
    // The forms write with the server's own authority, as the Supabase adapter's service role.
    forms: formsStore((fn, args) => store.rpc({ role: 'service_role' }, fn, args), {
      save: (name, bytes) => resumes.save(name, bytes),
      remove: (name) => resumes.remove(name),
      read: (name) => resumes.read(name),
    }),
    audit: (viewer) => auditLog((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
    serverAudit: serverAuditLog((fn, args) => store.rpc({ role: 'service_role' }, fn, args)),
    outbox: (viewer) => outboxViewer((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
    // As the forms: the server's own authority, never a visitor's.
    maintenance: maintenance((fn, args) => store.rpc({ role: 'service_role' }, fn, args)),
    bulletinFiles,
    inbox: (viewer) => inboxStore((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
    conflicts: (viewer) => conflictStore((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
    inboxReplies: (viewer) =>
      inboxRepliesStore((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
    images: (viewer) => imagesStore((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
    imageFiles: (viewer) =>
      embeddedImageFiles(
        path.dirname(uploadsDir),
        viewer,
        async () =>
          (await store.rpc(claimsOf(viewer), 'staff_may', { p_action: 'images.manage' })) === true,
      ),
    privacy: (viewer) => privacyStore((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
    // As the forms: a pending request is filed and confirmed with the server's own authority.
    dataRequests: publicDataRequests((fn, args) => store.rpc({ role: 'service_role' }, fn, args)),
    privacyRequests: (viewer) =>
      dataRequestsStore((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
  };
}
