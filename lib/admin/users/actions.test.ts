import { authAdmin, requestAuth } from '@/lib/auth';
import { LastAdminError } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import { idle } from '@/lib/forms/state';
import {
  formOf as form,
  postFromThisSite,
  staffClaims as claims,
  wordsOf,
} from '@/lib/admin/testing/action-doubles';
import { disableUserAction, removeAdminAction } from './actions';

// The users actions against test doubles of the auth seam: the guard before the user store, the
// last admin kept, a malformed id refused.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn(), authAdmin: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  postFromThisSite();
});

describe('users actions', () => {
  const userId = '1a2b3c4d-1111-4222-8333-444455556666';

  function signedIn(admin: boolean) {
    jest.mocked(requestAuth).mockResolvedValue({
      claims: async () => claims,
      canRefresh: () => false,
    } as never);
    jest.mocked(getBackend).mockResolvedValue({ forms: {}, isAdmin: async () => admin } as never);
  }

  it('never reaches the user store for a non-admin', async () => {
    signedIn(false);
    for (const action of [removeAdminAction, disableUserAction]) {
      expect(await action(idle, form({ userId }))).toMatchObject({ formError: 'forbidden' });
    }
    expect(authAdmin).not.toHaveBeenCalled();
  });

  it.each([
    ['removeAdminAction', removeAdminAction, 'setAdmin'],
    ['disableUserAction', disableUserAction, 'disableUser'],
  ] as const)('%s says the last admin cannot be removed', async (_name, action, verb) => {
    signedIn(true);
    const store = { setAdmin: jest.fn(), disableUser: jest.fn() };
    store[verb].mockRejectedValue(new LastAdminError());
    jest.mocked(authAdmin).mockResolvedValue(store as never);
    const state = await action(idle, form({ userId }));
    expect(state).toMatchObject({ formError: 'lastAdmin' });
    expect(wordsOf(state, 'es')[0]?.message).toBe(
      'No se puede quitar ni deshabilitar al último administrador: añada otro antes.',
    );
  });

  it('says why when the refusal comes from another copy of the auth module', async () => {
    // The production build can hold two copies of a module (the store's and the action's): the
    // refusal made by one is no instance of the other's class, and was worded as a failure.
    signedIn(true);
    let Copy: typeof LastAdminError | undefined;
    jest.isolateModules(() => {
      Copy = (jest.requireActual('@/lib/auth/types') as typeof import('@/lib/auth/types'))
        .LastAdminError;
    });
    expect(Copy).not.toBe(LastAdminError);
    jest
      .mocked(authAdmin)
      .mockResolvedValue({ setAdmin: jest.fn().mockRejectedValue(new Copy!()) } as never);
    const state = await removeAdminAction(idle, form({ userId }));
    expect(wordsOf(state, 'en')[0]?.message).toBe(
      'The last admin cannot be removed or disabled: add another one first.',
    );
  });

  it('refuses a user id that is not a UUID before the store', async () => {
    signedIn(true);
    expect(await removeAdminAction(idle, form({ userId: '1 or 1=1' }))).toMatchObject({
      fieldErrors: { userId: 'userInvalid' },
    });
    expect(authAdmin).not.toHaveBeenCalled();
  });
});
