import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headers } from 'next/headers';
import { roleMay, type Capability } from '@/lib/auth/permissions';
import { idle } from '@/lib/forms/state';
import { openPreview } from '@/lib/publications/preview';
import { formOf } from '@/lib/admin/testing/action-doubles';
import { imageRows } from '@/lib/admin/testing/image-doubles';
import { inboxRows } from '@/lib/admin/testing/inbox-doubles';
import {
  answer,
  callAs,
  callers,
  content,
  draft,
  id,
  reached,
  refusalOf,
  userId,
} from '@/lib/admin/testing/role-doubles';
import {
  bulletinMonthItemsAction,
  deleteBulletinAction,
  saveBulletinAction,
  searchBulletinItemsAction,
} from './bulletins/actions';
import {
  addCategoryAction,
  deleteCategoryAction,
  mergeCategoryAction,
  renameCategoryAction,
} from './categories/actions';
import { deleteEntryAction, saveEntryAction } from './entries/actions';
import {
  enrollFactorAction,
  regenerateRecoveryCodesAction,
  removeFactorAction,
  stepUpAction,
} from './account/two-factor-actions';
import { retryOutboxAction } from './outbox/actions';
import { approveReviewAction, returnReviewAction } from './review/actions';
import { restoreEntryAction } from './trash/actions';
import {
  changeRoleAction,
  disableUserAction,
  enableUserAction,
  inviteUserAction,
} from './users/actions';
import { resendInvitationAction } from './users/resend-action';

// The role matrix at the application layer: every staff action and route handler, as a visitor,
// an author, an editor and an admin (forged claims, the seam doubled). Each either refuses before
// the seam is asked (signedOut for a visitor, forbidden for a role the permission table does not
// allow) or passes the guard, exactly as lib/auth/permissions.ts says. An author's own draft and
// another's are the rows at the end: the database answers for another's entry (42501, doubled).

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn(), draftMode: jest.fn() }));
jest.mock('next/cache', () => ({
  updateTag: jest.fn(),
  refresh: jest.fn(),
  revalidatePath: jest.fn(),
}));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn(), authAdmin: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/admin/locale', () => ({ adminLocale: jest.fn().mockResolvedValue('es') }));
jest.mock('@/lib/backend/request-audit', () => ({ auditIpHmacOf: async () => null }));

const rows: [name: string, capability: Capability, run: () => Promise<unknown>][] = [
  ['saveEntryAction (a new draft)', 'entries.draft', () => saveEntryAction(idle, formOf(draft()))],
  [
    'deleteEntryAction',
    'entries.delete',
    () => deleteEntryAction(idle, formOf({ id, version: '1', kind: 'publication' })),
  ],
  [
    'saveBulletinAction',
    'bulletins.edit',
    () => saveBulletinAction(idle, formOf({ id: '', version: '' })),
  ],
  [
    'deleteBulletinAction',
    'entries.delete',
    () => deleteBulletinAction(idle, formOf({ id, version: '1' })),
  ],
  ['searchBulletinItemsAction', 'bulletins.edit', () => searchBulletinItemsAction('reforma')],
  ['bulletinMonthItemsAction', 'bulletins.edit', () => bulletinMonthItemsAction('2026-11')],
  [
    'addCategoryAction',
    'categories.edit',
    () => addCategoryAction(idle, formOf({ id: 'fiscal', labelEs: 'Fiscal', labelEn: 'Tax' })),
  ],
  [
    'renameCategoryAction',
    'categories.edit',
    () => renameCategoryAction(idle, formOf({ id: 'fiscal', labelEs: 'Fiscal', labelEn: 'Tax' })),
  ],
  [
    'deleteCategoryAction',
    'categories.edit',
    () => deleteCategoryAction(idle, formOf({ id: 'fiscal' })),
  ],
  [
    'mergeCategoryAction',
    'categories.edit',
    () => mergeCategoryAction(idle, formOf({ id: 'fiscal', targetId: 'laboral' })),
  ],
  [
    'inviteUserAction',
    'users.manage',
    () =>
      inviteUserAction(
        idle,
        formOf({ email: 'colega@firma.example', name: 'Colega', role: 'author', teamMemberId: '' }),
      ),
  ],
  [
    'changeRoleAction',
    'users.manage',
    () => changeRoleAction(idle, formOf({ userId, role: 'editor' })),
  ],
  [
    'disableUserAction',
    'users.manage',
    () => disableUserAction(idle, formOf({ userId, successor: '' })),
  ],
  [
    'approveReviewAction',
    'entries.review',
    () => approveReviewAction(idle, formOf({ id, version: '1' })),
  ],
  [
    'returnReviewAction',
    'entries.review',
    () => returnReviewAction(idle, formOf({ id, version: '1', note: 'Falta la fuente.' })),
  ],
  ['enableUserAction', 'users.manage', () => enableUserAction(idle, formOf({ userId }))],
  [
    'resendInvitationAction',
    'users.manage',
    () => resendInvitationAction(idle, formOf({ userId })),
  ],
  ['restoreEntryAction', 'entries.delete', () => restoreEntryAction(idle, formOf({ id }))],
  ...inboxRows(id),
  ...imageRows(id),
  ['retryOutboxAction', 'personal.read', () => retryOutboxAction(idle, formOf({ id }))],
  ['enrollFactorAction (start)', 'staff.enter', () => enrollFactorAction(idle, formOf({}))],
  [
    'stepUpAction',
    'staff.enter',
    () => stepUpAction(idle, formOf({ code: '123456', next: '/admin/users' })),
  ],
  [
    'regenerateRecoveryCodesAction',
    'staff.enter',
    () => regenerateRecoveryCodesAction(idle, formOf({ factorId: id, code: '123456' })),
  ],
  [
    'removeFactorAction',
    'staff.enter',
    () => removeFactorAction(idle, formOf({ factorId: id, code: '123456' })),
  ],
  [
    'GET /api/preview',
    'preview.read',
    () => openPreview(new URL(`https://abogados.example/api/preview?id=${id}&locale=es`)),
  ],
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(headers).mockResolvedValue(
    new Headers({
      'next-action': 'x',
      host: 'abogados.example',
      origin: 'https://abogados.example',
    }) as never,
  );
});

/**
 * The server actions that are no staff capability's, each with why: the sign-in forms run before
 * any session exists or at its second step (each throttled and checked on its own), and these two act on the caller's
 * own session only (ending it, or the staff area's language of whoever is signed in).
 */
const outsideTheMatrix: Record<string, string> = {
  signInAction: 'sign-in',
  signInAgainAction: 'sign-in',
  forgotPasswordAction: 'sign-in',
  newPasswordAction: 'sign-in',
  setupAction: 'sign-in (the first admin)',
  codeStepAction: 'sign-in (the second step, of a session at aal1)',
  recoveryCodeAction: 'sign-in (the second step, of a session at aal1)',
  signOutAction: 'own session',
  setAdminLanguageAction: 'own session',
};

it('has a row for every server action of the staff area', () => {
  // Every module under lib/admin that declares server actions, found on disk: a new one counts.
  const modules = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(__dirname, file))
    .filter((file) => /^\s*['"]use server['"]/.test(readFileSync(file, 'utf8')));
  expect(modules.length).toBeGreaterThanOrEqual(9);
  const exported = modules.flatMap((file) =>
    Object.entries(jest.requireActual<Record<string, unknown>>(file))
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name),
  );
  const covered = new Set([
    ...rows.map(([name]) => name.split(' ')[0]!),
    ...Object.keys(outsideTheMatrix),
  ]);
  expect(exported.filter((name) => !covered.has(name))).toEqual([]);
});

describe.each(callers)('every staff action, as %s', (caller) => {
  it.each(rows)('%s (%s)', async (_name, capability, run) => {
    callAs(caller);
    const refusal = refusalOf(await answer(run));
    if (caller === 'anonymous') expect(refusal).toBe('signedOut');
    else expect(refusal).toBe(roleMay(caller, capability) ? null : 'forbidden');
    if (refusal) expect(reached()).toBe(false);
  });
});

describe('every staff action, as an account at aal1 that has an authenticator', () => {
  it.each(rows)('%s: signed out until the code step', async (_name, _capability, run) => {
    callAs('pendingCode');
    expect(refusalOf(await answer(run))).toBe('signedOut');
    expect(reached()).toBe(false);
  });
});

describe('an author’s drafts, own and another’s', () => {
  it('saves their own draft through the seam', async () => {
    callAs('author');
    await answer(() => saveEntryAction(idle, formOf(draft({ id, version: '1' }))));
    expect(content.saveEntry).toHaveBeenCalledWith(expect.objectContaining({ status: 'draft' }));
  });

  it.each([
    ['publish', { status: 'published' }],
    ['schedule', { status: 'published', publishedAt: '2031-01-10T10:00' }],
  ])('may not %s: refused before the seam', async (_what, changes) => {
    callAs('author');
    const state = await answer(() => saveEntryAction(idle, formOf(draft(changes))));
    expect(refusalOf(state)).toBe('forbidden');
    expect(content.saveEntry).not.toHaveBeenCalled();
  });

  it('saving another’s entry is the database’s refusal, answered as forbidden', async () => {
    callAs('author');
    content.saveEntry.mockResolvedValueOnce({ status: 'forbidden' });
    const state = await answer(() => saveEntryAction(idle, formOf(draft({ id, version: '1' }))));
    expect(refusalOf(state)).toBe('forbidden');
  });

  it('sends their own draft to review: saved first, then the request with the saved version', async () => {
    callAs('author');
    content.requestReview.mockResolvedValueOnce({
      status: 'done',
      review: { id, version: 3, state: 'pending' },
      recipients: [],
      published: null,
    } as never);
    const state = await answer(() =>
      saveEntryAction(idle, formOf({ ...draft({ id, version: '1' }), intent: 'review' })),
    );
    expect(content.saveEntry).toHaveBeenCalledWith(expect.objectContaining({ status: 'draft' }));
    expect(content.requestReview).toHaveBeenCalledWith(id, 2);
    expect(state).toMatchObject({ status: 'success', values: { version: '3' } });
  });

  it('sending another’s entry to review is the database’s refusal: saved, not sent', async () => {
    callAs('author');
    const state = await answer(() =>
      saveEntryAction(idle, formOf({ ...draft({ id, version: '1' }), intent: 'review' })),
    );
    expect(content.requestReview).toHaveBeenCalled();
    expect(state).toMatchObject({ status: 'error', formError: 'reviewRefused' });
  });

  it('may not publish through the review: refused before the seam', async () => {
    callAs('author');
    const state = await answer(() => approveReviewAction(idle, formOf({ id, version: '1' })));
    expect(refusalOf(state)).toBe('forbidden');
    expect(content.approveReview).not.toHaveBeenCalled();
  });

  it.each(['editor', 'admin'] as const)('an %s publishes and schedules', async (role) => {
    callAs(role);
    await answer(() =>
      saveEntryAction(idle, formOf(draft({ id, version: '1', status: 'published' }))),
    );
    expect(content.saveEntry).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'published' }),
    );
  });
});
