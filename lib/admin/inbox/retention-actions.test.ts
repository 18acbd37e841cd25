import { randomBytes } from 'node:crypto';
import { headers } from 'next/headers';
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
import { enrolledMfa } from '@/lib/admin/testing/action-doubles';
import { setApplicationKeepAction, setLegalHoldAction } from './retention-actions';

// The legal hold and "keep" actions on the real embedded database with a live admin session:
// placing one without a reason is refused with the reason's message and writes nothing; with a
// reason it is kept with who, and the page is opened again; lifting needs no reason.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), updateTag: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
};
/** What an action that went through throws: Next.js's redirect to the item. */
const redirected = async (run: Promise<unknown>) =>
  run.then(
    () => 'no redirect',
    (error: { digest?: string }) => String(error.digest).split(';').slice(0, 3).join(';'),
  );

describe('the legal hold and keep actions', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let admin = '';
  let lead = '';
  let application = '';

  beforeAll(async () => {
    process.env.AUDIT_IP_KEY = randomBytes(32).toString('base64url');
    store = await openTestStore();
    replaceBackend(embeddedBackend(store, testUploadsDir()), store);
    const email = `hold-admin-${Date.now()}@example.com`;
    admin = await createUser(store, email, { admin: true });
    const claims = {
      sub: admin,
      email,
      role: 'authenticated',
      aal: 'aal2',
      session_id: await startSession(store, admin),
      exp: Math.floor(Date.now() / 1000) + 3600,
      iat: Math.floor(Date.now() / 1000),
    } satisfies SessionClaims;
    jest.mocked(requestAuth).mockResolvedValue({
      mfa: enrolledMfa,
      claims: async () => claims,
      canRefresh: () => false,
      refresh: async () => null,
    } as never);
    jest.mocked(headers).mockResolvedValue(
      new Headers({
        host: 'abogados.example',
        origin: 'https://abogados.example',
        'next-action': 'x',
      }) as never,
    );
    lead = (
      await store.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
         values ('Ana', 'ana@example.com', 'Hola.', 'es', now(), 'v1') returning id`,
      )
    ).rows[0]!.id;
    application = (
      await store.db.query<{ id: string }>(
        `insert into public.career_applications (first_name, last_name, email, profession, practice_area,
           resume_path, resume_original_name, resume_type, resume_bytes, locale, consent_at, privacy_policy_version)
         values ('Ana', 'Gómez', 'ana@example.com', 'Abogada', 'labor', '${crypto.randomUUID()}.pdf', 'hoja.pdf', 'pdf', 100, 'es', now(), 'v1')
         returning id`,
      )
    ).rows[0]!.id;
  });
  afterAll(() => store.close());

  const held = async () =>
    (
      await store.db.query<{ reason: string | null; by: string | null }>(
        'select legal_hold_reason as reason, legal_hold_by as by from public.contact_messages where id = $1',
        [lead],
      )
    ).rows[0]!;

  it('refuses a hold without a reason and writes nothing', async () => {
    const answer = await setLegalHoldAction(
      idle,
      form({ kind: 'lead', id: lead, set: '1', reason: '  ' }),
    );
    expect(answer).toMatchObject({
      status: 'error',
      fieldErrors: { reason: 'retentionReasonRequired' },
    });
    expect(await held()).toEqual({ reason: null, by: null });
  });

  it('places a hold with its reason and who, and lifts it with none', async () => {
    expect(
      await redirected(
        setLegalHoldAction(
          idle,
          form({ kind: 'lead', id: lead, set: '1', reason: 'Tutela en curso' }),
        ),
      ),
    ).toMatch(/^NEXT_REDIRECT/);
    expect(await held()).toEqual({ reason: 'Tutela en curso', by: admin });
    await redirected(
      setLegalHoldAction(idle, form({ kind: 'lead', id: lead, set: '0', reason: '' })),
    );
    expect(await held()).toEqual({ reason: null, by: null });
  });

  it('marks an application to keep only with a reason', async () => {
    const refused = await setApplicationKeepAction(
      idle,
      form({ id: application, set: '1', reason: 'x' }),
    );
    expect(refused).toMatchObject({ fieldErrors: { reason: 'retentionReasonRequired' } });
    await redirected(
      setApplicationKeepAction(idle, form({ id: application, set: '1', reason: 'Buen perfil' })),
    );
    const { rows } = await store.db.query(
      'select keep_reason, keep_by from public.career_applications where id = $1',
      [application],
    );
    expect(rows).toEqual([{ keep_reason: 'Buen perfil', keep_by: admin }]);
  });
});
