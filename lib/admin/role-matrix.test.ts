import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headers } from 'next/headers';
import { roleMay } from '@/lib/auth/permissions';
import { idle } from '@/lib/forms/state';
import { formOf } from '@/lib/admin/testing/action-doubles';
import {
  answer,
  callAs,
  callers,
  content,
  draft,
  id,
  reached,
  refusalOf,
} from '@/lib/admin/testing/role-doubles';
import { rows } from '@/lib/admin/testing/role-rows';
import { saveEntryAction } from './entries/actions';
import { approveReviewAction } from './review/actions';

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
// The address's HMAC key: a fixed one, so no test writes a secret into a data folder.
jest.mock('@/lib/backend/secrets', () => ({ serverSecret: async () => 'role-matrix-key' }));

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
