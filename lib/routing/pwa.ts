/** The installable app's and the search engines' paths, and the areas that are never public. */

/** The web app manifest (app/manifest.webmanifest/route.ts), linked by public pages once loaded. */
export const manifestPath = '/manifest.webmanifest';

/** The search engines' files (app/sitemap.ts, app/robots.ts). */
export const sitemapPath = '/sitemap.xml';
export const robotsPath = '/robots.txt';

/** The installable app's service worker; its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

/** The bilingual page the service worker shows for a page it cannot fetch and has not cached. */
export const offlinePath = '/~offline';

/**
 * Where the embedded store serves bulletins' PDFs (a route handler; on Supabase they come from the
 * public `bulletins` Storage bucket instead). Under /api, so the service worker never keeps one.
 */
export const bulletinFilesPath = '/api/files/bulletins';

/** A bulletin PDF's public path on the embedded store (names: lib/bulletins/pdf.ts). */
export const bulletinFilePath = (name: string) => `${bulletinFilesPath}/${name}`;

/**
 * Where the site serves the image manager's public files, on both backends (a route handler that
 * reads the embedded store's folder or Supabase's public `images` bucket), so pages load images
 * from their own origin and the public policy's `img-src 'self'` holds.
 */
export const imageFilesPath = '/api/files/images';

/** An image file's public path (names: lib/images/names.ts). */
export const imageFilePath = (name: string) => `${imageFilesPath}/${name}`;

/**
 * Where the embedded store takes an image's original (a PUT with a short-lived signed ticket in
 * the query; on Supabase the browser uploads to Storage through a signed upload URL instead).
 */
export const imageUploadPath = '/api/images/upload';

/** Areas that are never public: the service worker neither caches nor answers for them. */
export const privatePathPrefixes = ['/admin', '/login', '/auth', '/api'] as const;

/**
 * Whether `pathname` lies in an area that is never public (admin, login, API). Errs on the safe
 * side: percent-encoding and letter case do not hide a private path.
 */
export function isPrivatePath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  return privatePathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
