import { authAdmin, requestAuth } from '@/lib/auth';
import { HandOverError, LastAdminError } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import { idle } from '@/lib/forms/state';
import {
  formOf as form,
  postFromThisSite,
  staffClaims as claims,
  wordsOf,
} from '@/lib/admin/testing/action-doubles';
import { changeRoleAction, disableUserAction, enableUserAction } from './actions';

// The users actions against test doubles of the auth seam: the guard before the user store, the
// last admin kept, an admin's own admin role kept, a malformed id or role refused. Who may call
// them at all is the role matrix's (lib/admin/role-matrix.test.ts).

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
  /** The signed-in admin's authenticators: one verified, as an admin's role requires. */
  const verified = [{ id: userId, status: 'verified' as const }];
  /** The session's claims: its code recent unless a test says otherwise. */
  let session = claims;
  beforeEach(() => {
    session = claims;
  });

  it('asks an admin with an authenticator and no recent code for one before a role change', async () => {
    signedIn(true);
    session = { ...claims, amr: [] };
    const store = { setRole: jest.fn() };
    jest.mocked(authAdmin).mockResolvedValue(store as never);
    await expect(changeRoleAction(idle, form({ userId, role: 'editor' }))).rejects.toMatchObject({
      digest: expect.stringContaining(';/admin/account/step-up?next=%2Fadmin%2Fusers;'),
    });
    expect(store.setRole).not.toHaveBeenCalled();
  });

  function signedIn(admin: boolean) {
    jest.mocked(requestAuth).mockResolvedValue({
      claims: async () => session,
      canRefresh: () => false,
      mfa: { listFactors: async () => verified },
    } as never);
    jest.mocked(getBackend).mockResolvedValue({
      forms: {},
      staffRole: async () => (admin ? 'admin' : null),
      secondFactorPending: async () => false,
    } as never);
  }

  it('never reaches the user store for a non-admin', async () => {
    signedIn(false);
    for (const action of [changeRoleAction, disableUserAction, enableUserAction]) {
      expect(await action(idle, form({ userId, role: 'admin' }))).toMatchObject({
        formError: 'forbidden',
      });
    }
    expect(authAdmin).not.toHaveBeenCalled();
  });

  it.each([
    ['changeRoleAction', changeRoleAction, 'setRole'],
    ['disableUserAction', disableUserAction, 'disableUser'],
  ] as const)('%s says the last admin cannot be removed', async (_name, action, verb) => {
    signedIn(true);
    const store = { setRole: jest.fn(), disableUser: jest.fn() };
    store[verb].mockRejectedValue(new LastAdminError());
    jest.mocked(authAdmin).mockResolvedValue(store as never);
    const state = await action(idle, form({ userId, role: 'editor' }));
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
      .mockResolvedValue({ setRole: jest.fn().mockRejectedValue(new Copy!()) } as never);
    const state = await changeRoleAction(idle, form({ userId, role: 'author' }));
    expect(wordsOf(state, 'en')[0]?.message).toBe(
      'The last admin cannot be removed or disabled: add another one first.',
    );
  });

  it('hands the reviews of a disabled person to the successor picked, and says why it cannot', async () => {
    signedIn(true);
    const successor = '9f8e7d6c-2222-4333-8444-555566667777';
    const store = { disableUser: jest.fn().mockResolvedValue(2) };
    jest.mocked(authAdmin).mockResolvedValue(store as never);
    expect(await disableUserAction(idle, form({ userId, successor }))).toEqual({
      status: 'success',
    });
    expect(store.disableUser).toHaveBeenCalledWith(userId, successor);

    for (const [reason, key, words] of [
      [
        'required',
        'successorRequired',
        'Esta persona tiene revisiones pendientes: elija quién las recibe.',
      ],
      [
        'badSuccessor',
        'successorInvalid',
        'Elija a una persona activa del equipo, distinta de quien se deshabilita.',
      ],
    ] as const) {
      store.disableUser.mockRejectedValueOnce(new HandOverError(reason));
      const state = await disableUserAction(idle, form({ userId, successor: '' }));
      expect(state).toMatchObject({ formError: key });
      expect(wordsOf(state, 'es')[0]?.message).toBe(words);
    }
    expect(store.disableUser).toHaveBeenLastCalledWith(userId, null);
    expect(await disableUserAction(idle, form({ userId, successor: 'nadie' }))).toMatchObject({
      fieldErrors: { successor: 'successorInvalid' },
    });
  });

  it('refuses a user id that is not a UUID before the store', async () => {
    signedIn(true);
    expect(await changeRoleAction(idle, form({ userId: '1 or 1=1', role: 'admin' }))).toMatchObject(
      { fieldErrors: { userId: 'userInvalid' } },
    );
    expect(await changeRoleAction(idle, form({ userId, role: 'owner' }))).toMatchObject({
      fieldErrors: { role: 'roleInvalid' },
    });
    expect(authAdmin).not.toHaveBeenCalled();
  });

  it('refuses an admin taking away their own admin role, saying why, before the store', async () => {
    signedIn(true);
    const state = await changeRoleAction(idle, form({ userId: claims.sub, role: 'editor' }));
    expect(state).toMatchObject({ formError: 'ownAdminRole' });
    expect(wordsOf(state, 'es')[0]?.message).toBe(
      'No puede quitarse a sí mismo la función de administrador: pídaselo a otro administrador.',
    );
    expect(wordsOf(state, 'en')[0]?.message).toBe(
      'You cannot take away your own admin role: ask another admin.',
    );
    expect(authAdmin).not.toHaveBeenCalled();
  });

  it('changes another account’s role, and enables a disabled one', async () => {
    signedIn(true);
    const store = { setRole: jest.fn(), enableUser: jest.fn() };
    jest.mocked(authAdmin).mockResolvedValue(store as never);
    expect(await changeRoleAction(idle, form({ userId, role: 'editor' }))).toEqual({
      status: 'success',
    });
    expect(store.setRole).toHaveBeenCalledWith(userId, 'editor');
    expect(await enableUserAction(idle, form({ userId }))).toEqual({ status: 'success' });
    expect(store.enableUser).toHaveBeenCalledWith(userId);
  });
});
