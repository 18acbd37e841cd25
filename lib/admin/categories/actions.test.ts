import { randomBytes } from 'node:crypto';
import { headers } from 'next/headers';
import { crossSiteState } from '@/lib/actions/form-action';
import { requestAuth } from '@/lib/auth';
import type { SessionClaims } from '@/lib/auth/types';
import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import {
  createUser,
  openTestStore,
  startSession,
  testUploadsDir,
} from '@/lib/backend/testing/fixtures';
import { idle } from '@/lib/forms/state';
import { addCategoryAction } from './actions';
import { enrolledMfa } from '@/lib/admin/testing/action-doubles';

// A real admin action on the real embedded database, called with a live admin session: a post
// that no page of this site sent (no Origin; Sec-Fetch-Site cross-site or none) writes nothing,
// and the same post from the site's own page writes the category (the control that shows the
// first check would see a write).

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), updateTag: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));

const host = 'abogados.example';
const sent = (extra: Record<string, string>) =>
  jest
    .mocked(headers)
    .mockResolvedValue(new Headers({ host, 'next-action': 'x', ...extra }) as never);

const form = (id: string) => {
  const data = new FormData();
  data.append('id', id);
  data.append('labelEs', `Categoría ${id}`);
  data.append('labelEn', `Category ${id}`);
  return data;
};

describe('addCategoryAction with an admin session', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let claimsSub = '';
  const stored = async (id: string) =>
    Number(
      (
        await store.db.query<{ n: number }>(
          'select count(*)::int as n from public.categories where id = $1',
          [id],
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    // The audit trail's HMAC key, set here so no test writes one into a data folder.
    process.env.AUDIT_IP_KEY = randomBytes(32).toString('base64url');
    store = await openTestStore();
    replaceBackend(embeddedBackend(store, testUploadsDir()), store);
    const email = `origin-admin-${Date.now()}@example.com`;
    const sub = await createUser(store, email, { admin: true });
    claimsSub = sub;
    const claims = {
      sub,
      email,
      role: 'authenticated',
      aal: 'aal2',
      session_id: await startSession(store, sub),
      exp: Math.floor(Date.now() / 1000) + 3600,
      iat: Math.floor(Date.now() / 1000),
    } satisfies SessionClaims;
    jest.mocked(requestAuth).mockResolvedValue({
      mfa: enrolledMfa,
      claims: async () => claims,
      canRefresh: () => false,
      refresh: async () => null,
    } as never);
  });
  afterAll(() => store.close());

  it.each([
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, 'cross-site-a'],
    ['no Origin, no Sec-Fetch-Site', {}, 'cross-site-b'],
    ['another site’s Origin', { origin: 'https://evil.example' }, 'cross-site-c'],
  ])('writes nothing for a post with %s', async (_case, extra, id) => {
    sent(extra);
    expect(await addCategoryAction(idle, form(id))).toEqual(crossSiteState);
    expect(await stored(id)).toBe(0);
    expect(requestAuth).not.toHaveBeenCalled();
  });

  it('writes the category when the site’s own page posts it, and records who did', async () => {
    sent({ origin: `https://${host}`, 'x-forwarded-for': '203.0.113.9' });
    expect(await addCategoryAction(idle, form('same-origin'))).toMatchObject({
      status: 'success',
    });
    expect(await stored('same-origin')).toBe(1);
    const { rows } = await store.db.query(
      `select action::text, actor_id, actor_role, target_kind, target_id, fields,
              ip_hmac ~ '^[0-9a-f]{64}$' as has_ip
         from public.audit_events where target_id = 'same-origin'`,
    );
    expect(rows).toEqual([
      {
        action: 'category.create',
        actor_id: claimsSub,
        actor_role: 'admin',
        target_kind: 'category',
        target_id: 'same-origin',
        fields: ['id', 'label_es', 'label_en'],
        has_ip: true,
      },
    ]);
  });
});
