import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { requestAuth, authAdmin } from '@/lib/auth';
import { requirePage } from '@/lib/auth/guard';
import { roleMay, type Capability, type StaffRole } from '@/lib/auth/permissions';
import { enrolledMfa, staffClaims } from '@/lib/admin/testing/action-doubles';
import { adminPathHeader } from '@/lib/routing';
import SecurityPage from './account/security/page';
import StepUpPage from './account/step-up/page';
import AuditPage from './audit/page';
import BlogEditPage from './blog/edit/[id]/page';
import BlogNewPage from './blog/new/page';
import BlogListPage from './blog/page';
import BulletinEditPage from './bulletin/edit/[id]/page';
import BulletinNewPage from './bulletin/new/page';
import BulletinListPage from './bulletin/page';
import CategoriesPage from './categories/page';
import ImagesPage from './images/page';
import ProtectedLayout from './layout';
import InboxItemPage from './inbox/[kind]/[id]/page';
import InboxPage from './inbox/page';
import OutboxEmailPage from './outbox/[id]/page';
import OutboxPage from './outbox/page';
import ReplyTemplatesPage from './inbox/templates/page';
import PrivacyPage from './privacy/page';
import DashboardPage from './page';
import PublicationEditPage from './publication/edit/[id]/page';
import PublicationNewPage from './publication/new/page';
import PublicationListPage from './publication/page';
import RequestPage from './requests/[id]/page';
import CalendarPage from './requests/calendar/page';
import RequestsPage from './requests/page';
import TrashPage from './trash/page';
import UsersPage from './users/page';

// The role matrix of the staff pages: every page under app/admin/(protected) and its layout, as a
// visitor, an author, an editor and an admin (forged claims, the seam doubled). The guard itself
// runs (lib/auth/guard.ts); only Next.js's redirect() and forbidden() are doubled, to throw errors
// a test can name. A page passes when it asks requirePage for the capability the permission table
// gives it, a visitor is sent to the sign-in page, a role without it gets the 403 and the page
// stops there, and a role with it is let through. A page that forgot its guard, or asks another
// capability, fails its row.

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  redirect: jest.fn((url: string) => {
    throw new Error(`REDIRECT ${url}`);
  }),
  forbidden: jest.fn(() => {
    throw new Error('FORBIDDEN');
  }),
  notFound: jest.fn(() => {
    throw new Error('NOT_FOUND');
  }),
}));
jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn(), draftMode: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), updateTag: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn(), authAdmin: jest.fn() }));
jest.mock('@/lib/backend', () => ({
  getBackend: jest.fn(),
  listCategories: jest.fn(async () => []),
}));
jest.mock('@/lib/admin/locale', () => ({
  ...jest.requireActual('@/lib/admin/locale'),
  adminLocale: jest.fn(async () => 'es'),
}));
jest.mock('@/lib/auth/guard', () => {
  const actual = jest.requireActual('@/lib/auth/guard');
  return { ...actual, requirePage: jest.fn(actual.requirePage) };
});

type Caller = 'anonymous' | StaffRole;
const callers: Caller[] = ['anonymous', 'author', 'editor', 'admin'];

/**
 * Whatever a page asks of the seam past the guard: every property and call answers itself, so
 * nothing a page reads after its guard throws before the guard has answered.
 */
const anything: unknown = new Proxy(function () {}, {
  get: (_target, key) => (key === 'then' ? undefined : anything),
  apply: () => anything,
});

/** A double whose own members answer as given, and anything else as `anything` (never a thenable). */
const partly = (own: Record<string, unknown>): unknown =>
  new Proxy(own, {
    get: (target, key) =>
      key === 'then' ? undefined : key in target ? target[key as string] : anything,
  });

function callAs(caller: Caller, content: unknown = anything) {
  jest.mocked(requestAuth).mockResolvedValue({
    claims: async () => (caller === 'anonymous' ? null : staffClaims),
    canRefresh: () => false,
    // Past the code step of a verified authenticator, as editors and admins must be.
    mfa: enrolledMfa,
  } as never);
  jest.requireMock<{ getBackend: jest.Mock }>('@/lib/backend').getBackend.mockResolvedValue(
    new Proxy(
      {},
      {
        get: (_target, key) =>
          key === 'staffRole'
            ? async () => (caller === 'anonymous' ? null : caller)
            : key === 'adminContent'
              ? () => content
              : key === 'inbox'
                ? () => partly({ unread: async () => 0 })
                : key === 'then'
                  ? undefined
                  : anything,
      },
    ),
  );
  jest.mocked(authAdmin).mockResolvedValue(anything as never);
}

const id = '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50';
const search = () => Promise.resolve({});
const params = () => Promise.resolve({ id });

const pages: [path: string, capability: Capability, render: () => Promise<unknown>][] = [
  [
    'layout of every staff page',
    'staff.enter',
    () => ProtectedLayout({ children: null as ReactNode }),
  ],
  ['/admin', 'staff.enter', () => DashboardPage()],
  ['/admin/account/security', 'staff.enter', () => SecurityPage({ searchParams: search() })],
  ['/admin/account/step-up', 'staff.enter', () => StepUpPage({ searchParams: search() })],
  ['/admin/publication', 'entries.draft', () => PublicationListPage({ searchParams: search() })],
  ['/admin/publication/new', 'entries.draft', () => PublicationNewPage()],
  [
    '/admin/publication/edit/[id]',
    'entries.draft',
    () => PublicationEditPage({ params: params(), searchParams: search() }),
  ],
  ['/admin/blog', 'entries.draft', () => BlogListPage({ searchParams: search() })],
  ['/admin/blog/new', 'entries.draft', () => BlogNewPage()],
  [
    '/admin/blog/edit/[id]',
    'entries.draft',
    () => BlogEditPage({ params: params(), searchParams: search() }),
  ],
  ['/admin/bulletin', 'bulletins.edit', () => BulletinListPage({ searchParams: search() })],
  ['/admin/bulletin/new', 'bulletins.edit', () => BulletinNewPage()],
  [
    '/admin/bulletin/edit/[id]',
    'bulletins.edit',
    () => BulletinEditPage({ params: params(), searchParams: search() }),
  ],
  ['/admin/categories', 'categories.edit', () => CategoriesPage({ searchParams: search() })],
  ['/admin/images', 'images.manage', () => ImagesPage({ searchParams: search() })],
  ['/admin/trash', 'entries.delete', () => TrashPage()],
  ['/admin/users', 'users.manage', () => UsersPage()],
  ['/admin/audit', 'audit.read', () => AuditPage({ searchParams: search() })],
  ['/admin/inbox', 'personal.read', () => InboxPage({ searchParams: search() })],
  [
    '/admin/inbox/[kind]/[id]',
    'personal.read',
    () => InboxItemPage({ params: Promise.resolve({ kind: 'lead', id }) }),
  ],
  ['/admin/outbox', 'personal.read', () => OutboxPage({ searchParams: search() })],
  ['/admin/outbox/[id]', 'personal.read', () => OutboxEmailPage({ params: params() })],
  ['/admin/inbox/templates', 'personal.read', () => ReplyTemplatesPage({ searchParams: search() })],
  ['/admin/privacy', 'privacy.personal_data', () => PrivacyPage({ searchParams: search() })],
  ['/admin/requests', 'privacy.requests', () => RequestsPage()],
  ['/admin/requests/[id]', 'privacy.requests', () => RequestPage({ params: params() })],
  ['/admin/requests/calendar', 'privacy.requests', () => CalendarPage()],
];

/** Every page.tsx under this folder, as the path the table above names it by. */
function pagesOnDisk(dir = __dirname, at = '/admin'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory()
      ? pagesOnDisk(path.join(dir, item.name), `${at}/${item.name}`)
      : item.name === 'page.tsx'
        ? [at]
        : [],
  );
}

it('has a row for every staff page on disk', () => {
  const named = new Set(pages.map(([page]) => page));
  expect(pagesOnDisk().filter((page) => !named.has(page))).toEqual([]);
});

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .requireMock<{ headers: jest.Mock }>('next/headers')
    .headers.mockResolvedValue(new Headers({ [adminPathHeader]: '/admin/users' }));
});

describe.each(callers)('every staff page, as %s', (caller) => {
  it.each(pages)('%s (%s)', async (_path, capability, render) => {
    callAs(caller);
    const rendered = await render().then(
      () => null,
      (error: unknown) => error,
    );
    const asked = jest.mocked(requirePage).mock.calls.map(([wanted]) => wanted);
    expect(asked).toContain(capability);
    const answers = await Promise.allSettled(
      jest.mocked(requirePage).mock.results.map((result) => result.value as Promise<unknown>),
    );
    const refusals = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [String((answer.reason as Error).message)] : [],
    );
    if (caller === 'anonymous') {
      expect(refusals).toContainEqual(expect.stringMatching(/^REDIRECT \/login\?next=/));
    } else if (!roleMay(caller, capability)) {
      expect(refusals).toContain('FORBIDDEN');
    } else {
      expect(refusals).toEqual([]);
      return;
    }
    // Refused: the page stopped, rendering nothing.
    expect(rendered).toBeInstanceOf(Error);
  });
});

describe('an author in the editor, with their own draft and another’s', () => {
  // The guard lets an author into every editor; which entries they see is the database's (row-level
  // security shows an author their own drafts only): another's reads as missing, answered 404.
  const draftOf = (entry: unknown) =>
    partly({
      getEntry: jest.fn(async () => entry),
      listRevisions: jest.fn(async () => []),
      entryReview: jest.fn(async () => null),
    });

  it.each([
    ['publication', () => PublicationEditPage({ params: params(), searchParams: search() })],
    ['blog', () => BlogEditPage({ params: params(), searchParams: search() })],
  ] as const)('opens their own %s draft', async (kind, render) => {
    callAs('author', draftOf(partly({ id, kind, status: 'draft' })));
    await expect(render()).resolves.toBeTruthy();
  });

  it.each([
    ['publication', () => PublicationEditPage({ params: params(), searchParams: search() })],
    ['blog', () => BlogEditPage({ params: params(), searchParams: search() })],
  ] as const)(
    'gets a 404 for another’s %s draft, which the database does not show them',
    async (_kind, render) => {
      callAs('author', draftOf(null));
      await expect(render()).rejects.toThrow('NOT_FOUND');
    },
  );
});
