import { adminContent } from '../admin-content';
import { contentReads } from '../content-reads';
import { formsStore } from '../forms-store';
import type { Backend, Viewer } from '../types';
import { privateFolder } from './files';
import type { Claims, EmbeddedStore } from './store';

function claimsOf(viewer: Viewer): Claims {
  return viewer.kind === 'user'
    ? { ...viewer.claims, role: 'authenticated', sub: viewer.id }
    : { role: 'anon' };
}

/**
 * The backend on the embedded PGlite store: the same SQL functions, called by name with the same
 * named arguments as on Supabase, under the same RLS policies. CVs go to `uploadsDir`, a private
 * folder the site never serves.
 */
export function embeddedBackend(store: EmbeddedStore, uploadsDir: string): Backend {
  const resumes = privateFolder(uploadsDir);
  return {
    name: 'embedded',
    ...contentReads((fn, args) => store.rpc({ role: 'anon' }, fn, args)),
    isAdmin: async (viewer) => (await store.rpc(claimsOf(viewer), 'is_admin', {})) === true,
    adminContent: (viewer) => adminContent((fn, args) => store.rpc(claimsOf(viewer), fn, args)),
    getEntryAs: (viewer, locale, slug) =>
      contentReads((fn, args) => store.rpc(claimsOf(viewer), fn, args)).getEntry(locale, slug),
    // The forms write with the server's own authority, as the Supabase adapter's service role.
    forms: formsStore((fn, args) => store.rpc({ role: 'service_role' }, fn, args), {
      save: (name, bytes) => resumes.save(name, bytes),
      remove: (name) => resumes.remove(name),
    }),
  };
}
