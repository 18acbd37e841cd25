import { cookies, headers } from 'next/headers';
import { requestAuth } from '@/lib/auth';
import { getBackend } from '@/lib/backend';
import { formOf, postFromThisSite, staffClaims } from '@/lib/admin/testing/action-doubles';
import { setAdminLanguageAction } from './actions';

// The staff area's language switch keeps the choice in this browser's cookie and, when someone
// is signed in, in their staff profile; a profile that cannot be written changes nothing else.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: jest.fn((to: string) => {
    throw Object.assign(new Error('redirect'), { to });
  }),
}));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));

const set = jest.fn();
const setAdminLanguage = jest.fn(async () => undefined);

beforeEach(() => {
  jest.clearAllMocks();
  postFromThisSite();
  jest.mocked(cookies).mockResolvedValue({ set } as never);
  jest.mocked(getBackend).mockResolvedValue({ setAdminLanguage } as never);
});

const signedIn = (claims: typeof staffClaims | null) =>
  jest.mocked(requestAuth).mockResolvedValue({ claims: async () => claims } as never);

const switchTo = (locale: string) =>
  setAdminLanguageAction(formOf({ locale, back: '/admin' })).catch((error: { to?: string }) => {
    expect(error.to).toBe('/admin');
  });

it('keeps a signed-in account’s choice in its profile as well as in the cookie', async () => {
  signedIn(staffClaims);
  await switchTo('en');
  expect(set).toHaveBeenCalledWith('admin-language', 'en', expect.anything());
  expect(setAdminLanguage).toHaveBeenCalledWith(
    { kind: 'user', id: staffClaims.sub, claims: staffClaims },
    'en',
  );
});

it('keeps the cookie alone for a visitor, and when the profile cannot be written', async () => {
  signedIn(null);
  await switchTo('en');
  expect(setAdminLanguage).not.toHaveBeenCalled();
  signedIn(staffClaims);
  setAdminLanguage.mockRejectedValueOnce(new Error('database down'));
  await switchTo('es');
  expect(set).toHaveBeenLastCalledWith('admin-language', 'es', expect.anything());
});

it('changes nothing for a post from another site', async () => {
  jest
    .mocked(headers)
    .mockResolvedValue(
      new Headers({ host: 'abogados.example', origin: 'https://evil.example' }) as never,
    );
  signedIn(staffClaims);
  await setAdminLanguageAction(formOf({ locale: 'en' }));
  expect(set).not.toHaveBeenCalled();
  expect(setAdminLanguage).not.toHaveBeenCalled();
});
