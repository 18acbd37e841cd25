import { authAdmin, requestAuth } from '@/lib/auth';
import type { StaffRole } from '@/lib/auth/permissions';
import type { AdminUser } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import type { SaveOutcome } from '@/lib/backend/types';
import type { FormState } from '@/lib/forms/state';
import { newEntryValues } from '@/lib/admin/entries/schema';
import { staffClaims } from './action-doubles';
import { imageFiles, images } from './image-doubles';
import { conflicts, inbox, inboxReplies } from './inbox-doubles';
import { privacy } from './privacy-doubles';
import { privacyRequests } from './request-doubles';

// The role matrix's callers and the seam's doubles (lib/admin/role-matrix.test.ts). The test file
// mocks '@/lib/auth' and '@/lib/backend' itself (jest.mock is hoisted in the file that calls it);
// `callAs` only fills those mocks in.

export type Caller = 'anonymous' | StaffRole;
export const callers: Caller[] = ['anonymous', 'author', 'editor', 'admin'];

export const id = '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50';
export const userId = '1a2b3c4d-1111-4222-8333-444455556666';
export const draft = (changes: Record<string, string> = {}) => ({
  ...newEntryValues('publication', 'tax'),
  titleEs: 'Reforma',
  slugEs: 'reforma',
  summaryEs: 'Resumen.',
  bodyEs: '<p>Texto</p>',
  ...changes,
});
export const saved: SaveOutcome = {
  status: 'saved',
  entry: {
    id,
    version: 2,
    slugs: { es: 'reforma', en: null },
    oldSlugs: { es: null, en: null },
    publishedAt: null,
  },
};

/** The seam's doubles: every call is recorded, so a refusal can prove it asked nothing. */
export const content = {
  saveEntry: jest.fn(async (): Promise<SaveOutcome> => saved),
  saveBulletin: jest.fn(async () => ({ status: 'stale' })),
  deleteEntry: jest.fn(async () => ({ status: 'stale' })),
  getEntry: jest.fn(async () => null),
  listBulletinItems: jest.fn(async () => []),
  saveCategory: jest.fn(async () => 'taken'),
  deleteCategory: jest.fn(async () => ({ status: 'missing' })),
  mergeCategory: jest.fn(async () => ({ status: 'same' })),
  requestReview: jest.fn(async () => ({ status: 'forbidden' })),
  approveReview: jest.fn(async () => ({ status: 'notPending' })),
  returnReview: jest.fn(async () => ({ status: 'notPending' })),
  retryOutbox: jest.fn(async () => false),
  restoreEntry: jest.fn(async () => ({ status: 'missing' })),
};
export const users = {
  upsertUser: jest.fn(async () => ({ id: userId, created: true })),
  recoveryToken: jest.fn(async () => null),
  setRole: jest.fn(async () => undefined),
  disableUser: jest.fn(async () => 0),
  enableUser: jest.fn(async () => undefined),
  listUsers: jest.fn(async (): Promise<AdminUser[]> => []),
};
/** The session's second factor (the two-factor settings' actions). */
export const mfa = {
  listFactors: jest.fn(async () => []),
  enroll: jest.fn(async () => ({ factorId: id, secret: 'A'.repeat(32), uri: 'otpauth://totp/x' })),
  verify: jest.fn(async () => false),
  unenroll: jest.fn(async () => false),
};
// The session's own factors are the guard's read too (whether an editor or admin still has one),
// so listing them is no sign that a refused call went past the guard.
const doubles = [
  ...Object.values(content),
  ...Object.values(users),
  ...Object.values(inbox),
  mfa.enroll,
  mfa.verify,
  mfa.unenroll,
  ...Object.values(conflicts),
  ...Object.values(inboxReplies),
  ...Object.values(images),
  ...Object.values(imageFiles),
  ...Object.values(privacy),
  ...Object.values(privacyRequests),
];
export const reached = () => doubles.some((fn) => fn.mock.calls.length > 0);

/** A verified authenticator of the session's account, as the auth seam lists it. */
const verifiedFactor = {
  id,
  status: 'verified',
  friendlyName: null,
  createdAt: '2026-11-01T00:00:00Z',
};

/**
 * `pendingCode`: an account with an authenticator signed in with its password alone (aal1): the
 * database gives it no role until the code step, and every action answers it as signed out.
 * A staff caller has passed the code step of a verified authenticator (aal2), as editors and
 * admins must; `factor: 'none'` is one who has none (aal1, no factor), whom the guard sends to
 * set one up when their role requires it.
 */
export function callAs(
  caller: Caller | 'pendingCode',
  { factor = 'verified' }: { factor?: 'verified' | 'none' } = {},
) {
  const signedIn = caller !== 'anonymous';
  const enrolled = signedIn && caller !== 'pendingCode' && factor === 'verified';
  mfa.listFactors.mockImplementation(async () => (enrolled ? [verifiedFactor] : []) as never);
  const claims = enrolled ? staffClaims : { ...staffClaims, aal: 'aal1' as const };
  jest.mocked(requestAuth).mockResolvedValue({
    claims: async () => (signedIn ? claims : null),
    canRefresh: () => false,
    mfa,
  } as never);
  jest.mocked(getBackend).mockResolvedValue({
    staffRole: async () => (caller === 'anonymous' || caller === 'pendingCode' ? null : caller),
    secondFactorPending: async () => caller === 'pendingCode',
    forms: { enqueueEmails: jest.fn(async () => []), hitRateLimit: jest.fn(async () => true) },
    adminContent: () => content,
    bulletinFiles: () => ({ save: jest.fn(), remove: jest.fn() }),
    inbox: () => inbox,
    outbox: () => ({ retry: content.retryOutbox }),
    conflicts: () => conflicts,
    inboxReplies: () => inboxReplies,
    images: () => images,
    imageFiles: () => imageFiles,
    privacy: () => privacy,
    privacyRequests: () => privacyRequests,
  } as never);
  jest.mocked(authAdmin).mockResolvedValue(users as never);
}

/** Runs an action; a redirect() (a save that moves to its editor) counts as its answer. */
export async function answer(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (String((error as { digest?: unknown })?.digest ?? '').startsWith('NEXT_REDIRECT'))
      return { redirected: true };
    throw error;
  }
}

/**
 * Whether an answer is the guard's refusal, and which (`factorRequired`: an editor or admin sent
 * to set up an authenticator first).
 */
export function refusalOf(result: unknown): 'signedOut' | 'forbidden' | 'factorRequired' | null {
  if (result instanceof Response) {
    if (result.status === 401) return 'signedOut';
    if (result.status === 403) return 'forbidden';
    const location = result.headers.get('Location') ?? '';
    if (location === '/admin/account/security') return 'factorRequired';
    return location.startsWith('/login') ? 'signedOut' : null;
  }
  const state = result as Partial<FormState> & { error?: string };
  const why =
    state.status === 'error' ? ('formError' in state ? state.formError : state.error) : null;
  return why === 'signedOut' || why === 'forbidden' || why === 'factorRequired' ? why : null;
}
