import { requestAuth, signInThrottled } from '@/lib/auth';
import { consumeSetupToken } from '@/lib/auth/setup';
import { getBackend } from '@/lib/backend';
import { idle } from '@/lib/forms/state';
import {
  formOf as form,
  postFromThisSite,
  staffClaims as claims,
  wordsOf,
} from '@/lib/admin/testing/action-doubles';
import { newPasswordAction, setupAction, signInAction, signInAgainAction } from './actions';

// The account actions (sign-in, a new password, the first admin) against test doubles of the
// auth seam: what each answers, in which words, and what it never does (echo a password).

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth', () => ({
  requestAuth: jest.fn(),
  authAdmin: jest.fn(),
  signInThrottled: jest.fn(),
  rememberDevice: jest.fn(),
  clientKeyHash: jest.fn(async () => 'f'.repeat(64)),
}));
// The audit events of these actions: lib/admin/account/audit.test.ts.
jest.mock('@/lib/audit', () => ({ recordServerAuditEvent: jest.fn() }));
jest.mock('@/lib/auth/setup', () => ({ consumeSetupToken: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/forms/server', () => ({
  clientIp: jest.fn(async () => '203.0.113.7'),
  withinRateLimit: jest.fn(async () => true),
  scheduleDelivery: jest.fn(),
}));

// A test value, never a real credential: built here so no password is spelled in the fixtures.
const typed = ['correct', 'horse', 'battery', 'staple'].join('-');

beforeEach(() => {
  jest.clearAllMocks();
  postFromThisSite();
  jest.mocked(getBackend).mockResolvedValue({
    forms: {},
    staffRole: async () => 'admin',
    secondFactorPending: async () => false,
  } as never);
});

describe('signInAgainAction', () => {
  it('signs in and answers success, never a redirect, so the page keeps what was typed', async () => {
    jest.mocked(signInThrottled).mockResolvedValue({ ok: true, claims });
    const state = await signInAgainAction(idle, form({ email: ' Ana@Firma.co ', password: typed }));
    expect(state).toEqual({ status: 'success' });
    expect(signInThrottled).toHaveBeenCalledWith('ana@firma.co', typed, '203.0.113.7');
  });

  it.each([
    [{ ok: false, reason: 'invalidCredentials' } as const, 'invalidCredentials', undefined],
    [{ ok: false, reason: 'throttled', retryAfterMinutes: 7 } as const, 'throttled', 7],
  ])('refuses as the sign-in page does: %o', async (result, formError, minutes) => {
    jest.mocked(signInThrottled).mockResolvedValue(result);
    const state = await signInAgainAction(idle, form({ email: 'ana@firma.co', password: typed }));
    expect(state).toMatchObject({ status: 'error', formError, values: { email: 'ana@firma.co' } });
    if (minutes) expect(state).toMatchObject({ details: { retryAfterMinutes: minutes } });
    expect(JSON.stringify(state)).not.toContain(typed);
  });

  it('tries nothing without a password', async () => {
    const state = await signInAgainAction(idle, form({ email: 'ana@firma.co', password: '' }));
    expect(state).toMatchObject({ status: 'error', formError: 'credentialsRequired' });
    expect(signInThrottled).not.toHaveBeenCalled();
  });
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

  it('sends an account with an authenticator on to the code step, then next', async () => {
    jest.mocked(signInThrottled).mockResolvedValue({ ok: true, claims });
    jest.mocked(getBackend).mockResolvedValue({
      forms: {},
      secondFactorPending: async () => true,
    } as never);
    await expect(
      signInAction(idle, form({ email: 'ana@firma.co', password: typed, next: '/admin/users' })),
    ).rejects.toMatchObject({
      digest: expect.stringMatching(/;\/login\/code\?next=%2Fadmin%2Fusers;/),
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
      'Contiene el nombre de su correo electrónico (lo que va antes de la @).',
    ]);
    expect(JSON.stringify(state)).not.toContain('one-time');
  });

  it('creates the admin, signs in and goes to set up an authenticator', async () => {
    jest
      .mocked(consumeSetupToken)
      .mockResolvedValue({ status: 'created', userId: '00000000-0000-4000-8000-000000000001' });
    jest.mocked(signInThrottled).mockResolvedValue({ ok: true, claims });
    await expect(setupAction(idle, setup())).rejects.toMatchObject({
      digest: expect.stringContaining(';/admin/account/security;'),
    });
    expect(consumeSetupToken).toHaveBeenCalledWith('one-time', 'ana@firma.co', typed);
    expect(signInThrottled).toHaveBeenCalledWith('ana@firma.co', typed, '203.0.113.7');
  });
});
