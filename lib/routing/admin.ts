/** The admin area's paths. */

import type { Locale } from '../i18n/locales';

// The admin area ------------------------------------------------------------------------------
// Outside [locale]: the admin's language is their saved choice (the `admin-language` cookie), not a
// path segment, and none of these pages is listed, indexed or cached.

/** The staff's pages and the auth route handlers. */
export const adminPaths = {
  login: '/login',
  forgotPassword: '/login/forgot',
  newPassword: '/login/password',
  /** The second step of a sign-in: the authenticator app's 6-digit code. */
  codeStep: '/login/code',
  /** A staff member's own two-factor settings: enroll an authenticator app, or remove it. */
  security: '/admin/account/security',
  /** A fresh code before a sensitive action (the last one is older than 15 minutes). */
  stepUp: '/admin/account/step-up',
  confirm: '/auth/confirm',
  refresh: '/auth/refresh',
  setup: '/admin/setup',
  dashboard: '/admin',
  users: '/admin/users',
  publications: '/admin/publication',
  newPublication: '/admin/publication/new',
  blog: '/admin/blog',
  newBlog: '/admin/blog/new',
  bulletins: '/admin/bulletin',
  newBulletin: '/admin/bulletin/new',
  categories: '/admin/categories',
  /** The image library: upload, describe, replace and delete images (editors and admins). */
  images: '/admin/images',
  /** The audit trail: who did what, newest first (admins only). */
  audit: '/admin/audit',
  /** Deleted entries and bulletins, restorable for 30 days. */
  trash: '/admin/trash',
  /** Contact messages and career applications (admins only). */
  inbox: '/admin/inbox',
  /** Every e-mail the site queued, its state, and each one's text (admins only). */
  outbox: '/admin/outbox',
  /** The inbox's reply templates, which admins edit. */
  inboxTemplates: '/admin/inbox/templates',
  /** Data subjects' requests (consultas and reclamos) with their legal terms (admins only). */
  requests: '/admin/requests',
  /** The firm's calendar overrides: holidays the library lacks, business days it got wrong. */
  requestsCalendar: '/admin/requests/calendar',
  /** The inbox's list as filtered, as a CSV file (a route handler; admins, after step-up). */
  inboxExport: '/admin/inbox/export',
  /** Everything about an e-mail address: counts, compile, delete (admins, after step-up). */
  privacy: '/admin/privacy',
  /** The compilation as a JSON file (a route handler, POST: the address never in a URL). */
  privacyExport: '/admin/privacy/export',
  /** Turns draft mode on for an admin and opens an entry's public page (a route handler). */
  preview: '/api/preview',
  /** Turns draft mode off and returns to the admin area (a route handler). */
  previewExit: '/api/preview/exit',
} as const;

/** The image library after a change that left the page, with what to say about it. */
export const imagesNoticePath = (notice: 'deleted') =>
  `${adminPaths.images}?${new URLSearchParams({ notice })}`;

/** The draft preview of an entry's public page in `locale` (through the admin-checked route). */
export const previewPathFor = (id: string, locale: Locale) =>
  `${adminPaths.preview}?${new URLSearchParams({ id, locale })}`;

/** One queued e-mail's page: its envelope and its text, tokens masked. */
export const outboxEmailPath = (id: string) => `${adminPaths.outbox}/${encodeURIComponent(id)}`;

/** The audit trail of one thing (an entry, a user…): `/admin/audit?target=<kind>:<id>`. */
export const auditHistoryPath = (kind: 'entry' | 'user' | 'category', id: string) =>
  `${adminPaths.audit}?${new URLSearchParams({ target: `${kind}:${id}` })}`;

/** One lead or application in the inbox. */
export const adminInboxItemPath = (kind: 'lead' | 'application', id: string) =>
  `/admin/inbox/${kind}/${id}`;

/** One data subject's request. */
export const adminRequestPath = (id: string) => `/admin/requests/${id}`;
/** The personal-data page opened from a data subject's request: its id, never the address. */
export const privacyPathFor = (requestId: string) =>
  `${adminPaths.privacy}?request=${encodeURIComponent(requestId)}`;

/** An application's CV, streamed by the inbox's route handler (admins only). */
export const adminResumePath = (id: string) => `/admin/inbox/application/${id}/cv`;

/** The query parameter with which an editor opens right after creating its entry, to say so. */
export const savedNoticeParam = 'saved';

/** The query parameter with which an editor opens right after its entry came back from the trash. */
export const restoredNoticeParam = 'restored';

/** An entry's editor in the admin area. */
export const adminEditPath = (kind: 'publication' | 'blog' | 'bulletin', id: string) =>
  `/admin/${kind}/edit/${id}`;

/** The request header in which the proxy tells the admin pages their own path (for `next`). */
export const adminPathHeader = 'x-admin-path';

/** Where the proxy runs for the admin area (its matcher spells the same prefixes). */
export const adminPathPrefixes = ['/admin', '/login', '/auth'] as const;

/** Whether `pathname` is in the admin area (admin pages, sign-in, auth callbacks). */
export function isAdminAreaPath(pathname: string): boolean {
  return adminPathPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

const withNext = (path: string, next: string | undefined) =>
  next ? `${path}?${new URLSearchParams({ next })}` : path;

/** The sign-in page, returning to `next` (already a safe path) once signed in. */
export const loginPathFor = (next?: string) => withNext(adminPaths.login, next);

/** The code step of a sign-in, then `next`. */
export const codeStepPathFor = (next?: string) => withNext(adminPaths.codeStep, next);

/** The step-up screen, then back to `next`. */
export const stepUpPathFor = (next?: string) => withNext(adminPaths.stepUp, next);

/** The route handler that refreshes an expired session, then goes to `next`. */
export const refreshPathFor = (next: string) => withNext(adminPaths.refresh, next);

/** The set-password link of a recovery or invitation e-mail (Supabase's token_hash pattern). */
export function recoveryLinkPath(tokenHash: string): string {
  const query = new URLSearchParams({
    token_hash: tokenHash,
    type: 'recovery',
    next: adminPaths.newPassword,
  });
  return `${adminPaths.confirm}?${query}`;
}

/** The first-admin setup page for a setup token. */
export const setupPathFor = (token: string) =>
  `${adminPaths.setup}?${new URLSearchParams({ token })}`;

/** What the categories page says after a change that removed a category from its list. */
export type CategoriesNotice =
  { notice: 'deleted' } | { notice: 'merged'; into: string; moved: number };

/** The categories page with the notice of a deletion or a merge. */
export function categoriesNoticePath(notice: CategoriesNotice): string {
  const query = new URLSearchParams(
    notice.notice === 'merged'
      ? { notice: notice.notice, into: notice.into, moved: String(notice.moved) }
      : { notice: notice.notice },
  );
  return `${adminPaths.categories}?${query}`;
}
