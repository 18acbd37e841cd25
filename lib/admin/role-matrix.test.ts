import { headers } from 'next/headers';
import { authAdmin, requestAuth } from '@/lib/auth';
import { roleMay, type Capability, type StaffRole } from '@/lib/auth/permissions';
import { getBackend } from '@/lib/backend';
import type { SaveOutcome } from '@/lib/backend/types';
import { idle, type FormState } from '@/lib/forms/state';
import { openPreview } from '@/lib/publications/preview';
import { formOf, staffClaims } from '@/lib/admin/testing/action-doubles';
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
import { newEntryValues } from './entries/schema';
import { approveReviewAction, returnReviewAction } from './review/actions';
import {
  changeRoleAction,
  disableUserAction,
  enableUserAction,
  inviteUserAction,
} from './users/actions';

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

type Caller = 'anonymous' | StaffRole;
const callers: Caller[] = ['anonymous', 'author', 'editor', 'admin'];

const id = '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50';
const userId = '1a2b3c4d-1111-4222-8333-444455556666';
const draft = (changes: Record<string, string> = {}) => ({
  ...newEntryValues('publication', 'tax'),
  titleEs: 'Reforma',
  slugEs: 'reforma',
  summaryEs: 'Resumen.',
  bodyEs: '<p>Texto</p>',
  ...changes,
});
const saved: SaveOutcome = {
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
const content = {
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
};
const users = {
  upsertUser: jest.fn(async () => ({ id: userId, created: true })),
  recoveryToken: jest.fn(async () => null),
  setRole: jest.fn(async () => undefined),
  disableUser: jest.fn(async () => 0),
  enableUser: jest.fn(async () => undefined),
};
const reached = () =>
  [...Object.values(content), ...Object.values(users)].some((fn) => fn.mock.calls.length > 0);

function callAs(caller: Caller) {
  jest.mocked(requestAuth).mockResolvedValue({
    claims: async () => (caller === 'anonymous' ? null : staffClaims),
    canRefresh: () => false,
  } as never);
  jest.mocked(getBackend).mockResolvedValue({
    staffRole: async () => (caller === 'anonymous' ? null : caller),
    forms: { enqueueEmails: jest.fn(async () => []) },
    adminContent: () => content,
    bulletinFiles: () => ({ save: jest.fn(), remove: jest.fn() }),
  } as never);
  jest.mocked(authAdmin).mockResolvedValue(users as never);
}

/** Runs an action; a redirect() (a save that moves to its editor) counts as its answer. */
async function answer(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (String((error as { digest?: unknown })?.digest ?? '').startsWith('NEXT_REDIRECT'))
      return { redirected: true };
    throw error;
  }
}

/** Whether an answer is the guard's refusal, and which. */
function refusalOf(result: unknown): 'signedOut' | 'forbidden' | null {
  if (result instanceof Response)
    return result.status === 403
      ? 'forbidden'
      : result.headers.get('Location')?.startsWith('/login')
        ? 'signedOut'
        : null;
  const state = result as Partial<FormState> & { error?: string };
  const why =
    state.status === 'error' ? ('formError' in state ? state.formError : state.error) : null;
  return why === 'signedOut' || why === 'forbidden' ? why : null;
}

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

describe.each(callers)('every staff action, as %s', (caller) => {
  it.each(rows)('%s (%s)', async (_name, capability, run) => {
    callAs(caller);
    const refusal = refusalOf(await answer(run));
    if (caller === 'anonymous') expect(refusal).toBe('signedOut');
    else expect(refusal).toBe(roleMay(caller, capability) ? null : 'forbidden');
    if (refusal) expect(reached()).toBe(false);
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
