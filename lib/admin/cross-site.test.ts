import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headers } from 'next/headers';
import { authAdmin, requestAuth, signInThrottled } from '@/lib/auth';
import { consumeSetupToken } from '@/lib/auth/setup';
import { getBackend, listCategories } from '@/lib/backend';
import { crossSiteState } from '@/lib/actions/form-action';
import { messages } from '@/lib/i18n/messages';
import { idle } from '@/lib/forms/state';

// Every server action of the admin area, found by listing lib/admin/*-actions.ts and the feature
// folders' actions.ts (a new module is covered without being named here), posted as another site's page would post it: each one
// answers the cross-site refusal before it reads a session, the backend or the form.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), refresh: jest.fn() }));
jest.mock('@/lib/auth', () => ({
  requestAuth: jest.fn(),
  authAdmin: jest.fn(),
  signInThrottled: jest.fn(),
}));
jest.mock('@/lib/auth/setup', () => ({ consumeSetupToken: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn(), listCategories: jest.fn() }));

const modules = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /(?:^|-|\/)actions\.ts$/.test(file))
  .sort();
const touched = [
  requestAuth,
  authAdmin,
  signInThrottled,
  consumeSetupToken,
  getBackend,
  listCategories,
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

it('finds the admin area’s action modules, each a server module', () => {
  expect(modules).toEqual(
    expect.arrayContaining([
      'auth-actions.ts',
      'bulletins/actions.ts',
      'category-actions.ts',
      'entry-actions.ts',
      'user-actions.ts',
    ]),
  );
  for (const file of modules)
    expect(readFileSync(path.join(__dirname, file), 'utf8')).toMatch(/^'use server';/);
});

describe.each(modules)('%s, posted from elsewhere', (file) => {
  it.each(refusals)('refuses every action with %p, touching nothing', async (sent) => {
    const exported = Object.entries((await import(`./${file}`)) as Record<string, unknown>).filter(
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
      if (name === 'signOutAction') expect(answer).toBeUndefined();
      else if (name === 'searchBulletinItemsAction')
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
