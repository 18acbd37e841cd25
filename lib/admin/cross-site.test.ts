import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cookies, headers } from 'next/headers';
import { authAdmin, requestAuth, signInThrottled } from '@/lib/auth';
import { consumeSetupToken } from '@/lib/auth/setup';
import { getBackend, listCategories } from '@/lib/backend';
import { crossSiteState } from '@/lib/actions/form-action';
import { messages } from '@/lib/i18n/messages';
import { idle } from '@/lib/forms/state';

// Every server action of the admin area, found by reading every module under lib/admin (a
// feature's actions.ts, or any other file that starts with 'use server': a new module is covered
// without being named here), posted as another site's page would post it: each one answers the
// cross-site refusal before it reads a session, the backend or the form.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), refresh: jest.fn() }));
jest.mock('@/lib/auth', () => ({
  requestAuth: jest.fn(),
  authAdmin: jest.fn(),
  signInThrottled: jest.fn(),
}));
jest.mock('@/lib/auth/setup', () => ({ consumeSetupToken: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn(), listCategories: jest.fn() }));

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(file, 'utf8');

/** The action modules under lib/admin, as paths from the repository's root, sorted. */
const modules = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join(__dirname, file))
  .filter((file) => path.basename(file) === 'actions.ts' || /^'use server';/.test(read(file)))
  .map((file) => path.relative(root, file).split(path.sep).join('/'))
  .sort();

const touched = [
  requestAuth,
  authAdmin,
  signInThrottled,
  consumeSetupToken,
  getBackend,
  listCategories,
  // The staff area's language switch: another site's post sets no cookie.
  cookies,
];

const form = () => {
  const data = new FormData();
  for (const name of ['email', 'password', 'id', 'version', 'userId', 'labelEs', 'query'])
    data.append(name, 'x');
  return data;
};

const refusals: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site' },
  {},
  { origin: 'https://evil.example' },
  { origin: 'null', 'sec-fetch-site': 'cross-site' },
];

beforeEach(() => jest.clearAllMocks());

// The action modules this test must find: a move or a rename that hides one from the search
// above fails here rather than passing with one module fewer.
const expected = [
  'lib/admin/account/actions.ts',
  'lib/admin/bulletins/actions.ts',
  'lib/admin/categories/actions.ts',
  'lib/admin/entries/actions.ts',
  'lib/admin/language/actions.ts',
  'lib/admin/trash/actions.ts',
  'lib/admin/users/actions.ts',
];

it('finds the admin area’s action modules, each a server module', () => {
  expect(modules).toEqual(expect.arrayContaining(expected));
  expect(modules.length).toBeGreaterThanOrEqual(expected.length);
  for (const file of modules) expect(read(path.join(root, file))).toMatch(/^'use server';/);
});

describe.each(modules)('%s, posted from elsewhere', (file) => {
  it.each(refusals)('refuses every action with %p, touching nothing', async (sent) => {
    const exported = Object.entries(
      (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>,
    ).filter(
      (entry): entry is [string, (...args: unknown[]) => Promise<unknown>] =>
        typeof entry[1] === 'function',
    );
    expect(exported.length).toBeGreaterThan(0);
    for (const [name, action] of exported) {
      jest
        .mocked(headers)
        .mockResolvedValue(
          new Headers({ host: 'abogados.example', 'next-action': 'x', ...sent }) as never,
        );
      const answer = await action(idle, form());
      // Plain form actions: no state to answer with, and nothing done.
      if (name === 'signOutAction' || name === 'setAdminLanguageAction')
        expect(answer).toBeUndefined();
      else if (name === 'searchBulletinItemsAction' || name === 'bulletinMonthItemsAction')
        expect(answer).toEqual({ status: 'error', error: 'crossSite' });
      else expect(answer).toEqual(crossSiteState);
      for (const seam of touched) expect(seam).not.toHaveBeenCalled();
    }
  });
});

it('words the refusal in both languages', () => {
  expect(messages.es.Admin.errors.crossSite).toMatch(/no se cambió nada/);
  expect(messages.en.Admin.errors.crossSite).toMatch(/nothing was changed/);
});
