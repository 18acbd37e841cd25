import { headers } from 'next/headers';
import { authAdmin, requestAuth, signInThrottled } from '@/lib/auth';
import { consumeSetupToken } from '@/lib/auth/setup';
import { LastAdminError, type SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import { messages } from '@/lib/i18n/messages';
import type { FormState } from '@/lib/forms/state';
import { newPasswordAction, setupAction, signInAction } from './auth-actions';
import { problemsOf } from './problems';
import { disableUserAction, removeAdminAction } from './user-actions';

// The admin area's actions against test doubles of the auth seam: what each answers, in which
// words, and what it never does (echo a password, call the backend for a non-admin).

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth', () => ({
  requestAuth: jest.fn(),
  authAdmin: jest.fn(),
  signInThrottled: jest.fn(),
}));
jest.mock('@/lib/auth/setup', () => ({ consumeSetupToken: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/forms/server', () => ({
  clientIp: jest.fn(async () => '203.0.113.7'),
  withinRateLimit: jest.fn(async () => true),
  scheduleDelivery: jest.fn(),
}));

const claims: SessionClaims = {
  sub: '6f1c1e4e-8d2a-4b8e-9c55-1f2a3b4c5d6e',
  email: 'ana@firma.co',
  role: 'authenticated',
  aal: 'aal1',
  session_id: '0b8a4e52-7a43-4f0e-8f4e-2b6f1d9c3a10',
  exp: 2_000_000_000,
  iat: 1_999_996_400,
};
// A test value, never a real credential: built here so no password is spelled in the fixtures.
const typed = ['correct', 'horse', 'battery', 'staple'].join('-');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
const idle: FormState = { status: 'idle' };

const wordsOf = (state: FormState, locale: 'es' | 'en') =>
  problemsOf(state, {
    locale,
    messages: {
      errors: messages[locale].Admin.errors,
      reasons: messages[locale].Admin.password.reasons,
    },
    fieldIds: { email: 'e', password: 'p' },
  });

beforeEach(() => {
  jest.clearAllMocks();
  // A post from the site's own page, as a browser sends it.
  jest.mocked(headers).mockResolvedValue(
    new Headers({
      'next-action': 'x',
      host: 'abogados.example',
      origin: 'https://abogados.example',
    }) as never,
  );
  jest.mocked(getBackend).mockResolvedValue({ forms: {}, isAdmin: async () => true } as never);
});

describe('signInAction', () => {
  it.each([
    ['no e-mail', { email: '', password: typed }],
    ['no password', { email: 'ana@firma.co', password: '' }],
    ['neither', { email: '  ', password: '' }],
  ])('answers one message for %s, in both languages, without trying', async (_case, fields) => {
    const state = await signInAction(idle, form({ ...fields, next: '/admin' }));
    expect(state).toMatchObject({ status: 'error', formError: 'credentialsRequired' });
    expect(signInThrottled).not.toHaveBeenCalled();
    expect(wordsOf(state, 'en')[0]?.message).toBe(
      'You must provide either an email or phone number and a password',
    );
    expect(wordsOf(state, 'es')[0]?.message).toBe(
      'Debe proporcionar un correo electrónico o un número de teléfono y una contraseña',
    );
  });

  it('gives one message for a wrong password and an unknown e-mail, and never echoes the password', async () => {
    jest.mocked(signInThrottled).mockResolvedValue({ ok: false, reason: 'invalidCredentials' });
    const state = await signInAction(
      idle,
      form({ email: ' Ana@Firma.co ', password: typed, next: '/admin/users' }),
    );
    expect(signInThrottled).toHaveBeenCalledWith('ana@firma.co', typed, '203.0.113.7');
    expect(state).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'invalidCredentials',
      values: { email: ' Ana@Firma.co ', next: '/admin/users' },
    });
    expect(JSON.stringify(state)).not.toContain(typed);
    expect(wordsOf(state, 'es')[0]?.message).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
  });

  it.each([
    [1, 'es', 'Demasiados intentos. Intente de nuevo en 1 minuto.'],
    [12, 'es', 'Demasiados intentos. Intente de nuevo en 12 minutos.'],
    [1, 'en', 'Too many attempts. Try again in 1 minute.'],
    [5, 'en', 'Too many attempts. Try again in 5 minutes.'],
  ] as const)(
    'says how long to wait when throttled (%i min, %s)',
    async (minutes, locale, text) => {
      jest
        .mocked(signInThrottled)
        .mockResolvedValue({ ok: false, reason: 'throttled', retryAfterMinutes: minutes });
      const state = await signInAction(
        idle,
        form({ email: 'ana@firma.co', password: typed, next: '' }),
      );
      expect(state).toMatchObject({
        formError: 'throttled',
        details: { retryAfterMinutes: minutes },
      });
      expect(wordsOf(state, locale)[0]?.message).toBe(text);
    },
  );

  it.each([
    ['/admin/users', '/admin/users'],
    ['//evil.example', '/admin'],
    ['javascript:alert(1)', '/admin'],
    ['https://evil.example/admin', '/admin'],
  ])('goes on to next=%s as %s once signed in', async (next, target) => {
    jest.mocked(signInThrottled).mockResolvedValue({ ok: true, claims });
    await expect(
      signInAction(idle, form({ email: 'ana@firma.co', password: typed, next })),
    ).rejects.toMatchObject({
      digest: expect.stringMatching(new RegExp(`;${target.replace(/\//g, '\\/')};`)),
    });
  });
});

describe('newPasswordAction', () => {
  it('lists a weak password’s reasons in the admin’s language', async () => {
    const updatePassword = jest.fn(async () => ({
      ok: false as const,
      reason: 'weakPassword' as const,
      reasons: ['length' as const, 'common' as const],
    }));
    jest.mocked(requestAuth).mockResolvedValue({ updatePassword } as never);
    const state = await newPasswordAction(idle, form({ password: 'short', confirm: 'short' }));
    expect(updatePassword).toHaveBeenCalledWith('short');
    const [problem] = wordsOf(state, 'es');
    expect(problem).toEqual({
      message: 'La contraseña es débil:',
      fieldId: 'p',
      details: ['Tiene menos de 12 caracteres.', 'Es una de las contraseñas más usadas.'],
    });
    expect(wordsOf(state, 'en')[0]?.details).toEqual([
      'It has fewer than 12 characters.',
      'It is one of the most used passwords.',
    ]);
    expect(JSON.stringify(state)).not.toContain('short');
  });

  it('refuses two different passwords before asking the backend', async () => {
    const state = await newPasswordAction(idle, form({ password: typed, confirm: `${typed}!` }));
    expect(state).toMatchObject({ fieldErrors: { confirm: 'passwordMismatch' } });
    expect(requestAuth).not.toHaveBeenCalled();
  });

  it('says the session is missing when the link’s session is gone', async () => {
    jest.mocked(requestAuth).mockResolvedValue({
      updatePassword: async () => ({ ok: false, reason: 'sessionMissing' }),
    } as never);
    const state = await newPasswordAction(idle, form({ password: typed, confirm: typed }));
    expect(wordsOf(state, 'en')[0]?.message).toMatch(/^Auth session missing!/);
  });
});

describe('setupAction', () => {
  const setup = (change: Record<string, string> = {}) =>
    form({ token: 'one-time', email: 'ana@firma.co', password: typed, confirm: typed, ...change });

  it('refuses a used or unknown link', async () => {
    jest.mocked(consumeSetupToken).mockResolvedValue({ status: 'invalid' });
    expect(await setupAction(idle, setup())).toMatchObject({ formError: 'setupInvalid' });
    expect(signInThrottled).not.toHaveBeenCalled();
  });

  it('lists a weak password’s reasons', async () => {
    jest
      .mocked(consumeSetupToken)
      .mockResolvedValue({ status: 'weakPassword', reasons: ['email'] });
    const state = await setupAction(idle, setup());
    expect(wordsOf(state, 'es')[0]?.details).toEqual([
      'Contiene su correo electrónico o parte de él.',
    ]);
    expect(JSON.stringify(state)).not.toContain('one-time');
  });

  it('creates the admin, signs in and goes to /admin', async () => {
    jest
      .mocked(consumeSetupToken)
      .mockResolvedValue({ status: 'created', userId: '00000000-0000-4000-8000-000000000001' });
    jest.mocked(signInThrottled).mockResolvedValue({ ok: true, claims });
    await expect(setupAction(idle, setup())).rejects.toMatchObject({
      digest: expect.stringContaining(';/admin;'),
    });
    expect(consumeSetupToken).toHaveBeenCalledWith('one-time', 'ana@firma.co', typed);
    expect(signInThrottled).toHaveBeenCalledWith('ana@firma.co', typed, '203.0.113.7');
  });
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

  it('refuses a user id that is not a UUID before the store', async () => {
    signedIn(true);
    expect(await removeAdminAction(idle, form({ userId: '1 or 1=1' }))).toMatchObject({
      fieldErrors: { userId: 'userInvalid' },
    });
    expect(authAdmin).not.toHaveBeenCalled();
  });
});
