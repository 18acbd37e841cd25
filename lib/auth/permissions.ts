// The staff area's one permission table: which role may do what. The guard (lib/auth/guard.ts)
// reads it in pages, actions and route handlers; the database holds the same table
// (public.staff_permissions, supabase/migrations/20261128000200_staff_profiles.sql) for its
// functions and RLS, and a test (permissions.pg.test.ts) fails when the two differ. No
// 'server-only' here: tests, scripts and the SQL check import it.

/** The roles, each allowed everything the one before it is (author ⊂ editor ⊂ admin). */
export const staffRoles = ['author', 'editor', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Each capability with the least role that holds it; a role holds what every lesser role does. */
export const leastRole = {
  /** The staff area's shell and dashboard. */
  'staff.enter': 'author',
  /** Create publications and blog posts and edit the drafts one created. */
  'entries.draft': 'author',
  /** Publish, schedule, unpublish, and edit anybody's entry. */
  'entries.publish': 'editor',
  /** Publish or return with a note what an author sent to review. */
  'entries.review': 'editor',
  /** Delete an entry. */
  'entries.delete': 'editor',
  /** Monthly bulletins, their items and PDFs. */
  'bulletins.edit': 'editor',
  /** The categories that file publications and blog posts. */
  'categories.edit': 'editor',
  /** Drafts and scheduled entries on their public pages (draft mode; the database shows an author their own only). */
  'preview.read': 'author',
  /** Images of the media library. */
  'images.manage': 'editor',
  /** Accounts, roles, invitations, disabling. */
  'users.manage': 'admin',
  /** The audit trail. */
  'audit.read': 'admin',
  /** Personal data: messages, applications, CVs, subscribers' addresses. */
  'personal.read': 'admin',
  /** Data subjects' requests (consultas and reclamos), their answers, and the firm's calendar days. */
  'privacy.requests': 'admin',
  /** Compile, delete and correct everything the site holds about an e-mail address. */
  'privacy.personal_data': 'admin',
} as const satisfies Record<string, StaffRole>;

/** What the staff area lets a caller do; every guarded page, action and route handler names one. */
export type Capability = keyof typeof leastRole;
export const capabilities = Object.keys(leastRole) as Capability[];

/** Whether `role` (null: no staff role) may do `capability`. */
export function roleMay(role: StaffRole | null, capability: Capability): boolean {
  if (role === null) return false;
  return staffRoles.indexOf(role) >= staffRoles.indexOf(leastRole[capability]);
}

/** Whether `value` is one of the roles (a database answer, a form's field). */
export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
