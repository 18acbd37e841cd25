import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { requestAuth } from '@/lib/auth';
import type { StaffRole } from '@/lib/auth/permissions';
import { getBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import {
  createUser,
  openTestStore,
  startSession,
  testUploadsDir,
} from '@/lib/backend/testing/fixtures';
import { resumeDownload } from './resume-download';
import { enrolledMfa } from '@/lib/admin/testing/action-doubles';

// The CV route against the embedded store itself: the guard asks the database for the caller's
// role, the database records the download, and the file comes from the private folder as an
// attachment that is never sniffed. An author, an editor and a visitor get nothing, and nothing
// is recorded for them.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/backend/request-audit', () => ({
  auditIpHmacOf: jest.fn(async () => 'a'.repeat(64)),
  auditRequestHeaders: jest.fn(async () => ({})),
}));

describe('the CV route', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let application: string;
  const sessions = {} as Record<StaffRole, Record<string, unknown>>;
  const bytes = new TextEncoder().encode('%PDF-1.7\n% hoja de vida\n%%EOF\n');

  beforeAll(async () => {
    store = await openTestStore();
    const uploads = testUploadsDir();
    const backend = embeddedBackend(store, uploads);
    jest.mocked(getBackend).mockResolvedValue(backend);
    for (const role of ['author', 'editor', 'admin'] as const) {
      const id = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      sessions[role] = {
        sub: id,
        email: `${role}@example.com`,
        role: 'authenticated',
        aal: 'aal2',
        session_id: await startSession(store, id),
      };
    }
    const path = `${randomUUID()}.pdf`;
    await backend.forms.saveResume(path, bytes, 'application/pdf');
    application = (
      await store.db.query<{ id: string }>(
        `insert into public.career_applications (first_name, last_name, email, profession, practice_area,
           resume_path, resume_original_name, resume_type, resume_bytes, locale, consent_at, privacy_policy_version)
         values ('Ana', 'Gómez', 'ana@example.com', 'Abogada', 'labor', $1, 'Hoja de vida Gómez.pdf', 'pdf', $2, 'es', now(), 'v1')
         returning id`,
        [path, bytes.byteLength],
      )
    ).rows[0]!.id;
    jest.mocked(headers).mockResolvedValue(new Headers() as never);
  });
  afterAll(() => store.close());

  const as = (caller: StaffRole | 'anonymous') =>
    jest.mocked(requestAuth).mockResolvedValue({
      mfa: enrolledMfa,
      claims: async () => (caller === 'anonymous' ? null : sessions[caller]),
      canRefresh: () => false,
    } as never);
  const downloads = async () =>
    (
      await store.db.query<{ n: number }>(
        `select count(*)::int as n from public.audit_events where action = 'inbox.cv_download' and target_id = $1`,
        [application],
      )
    ).rows[0]!.n;

  it('streams the CV to an admin as an attachment, never sniffed, and records the download', async () => {
    as('admin');
    const before = await downloads();
    const response = await resumeDownload(application);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Hoja de vida Gomez.pdf"; filename*=UTF-8''Hoja%20de%20vida%20G%C3%B3mez.pdf`,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(await downloads()).toBe(before + 1);
    const { rows } = await store.db.query<{ actor_id: string; ip_hmac: string }>(
      `select actor_id, ip_hmac from public.audit_events where action = 'inbox.cv_download' order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ actor_id: sessions.admin.sub, ip_hmac: 'a'.repeat(64) });
  });

  it.each(['author', 'editor'] as const)(
    'refuses an %s with 403, and records nothing',
    async (role) => {
      as(role);
      const before = await downloads();
      const response = await resumeDownload(application);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('Forbidden');
      expect(await downloads()).toBe(before);
    },
  );

  it('sends a visitor to the sign-in page, and records nothing', async () => {
    as('anonymous');
    const before = await downloads();
    const response = await resumeDownload(application);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/login\?next=/);
    expect(await downloads()).toBe(before);
  });

  it('answers 404 for an id that is not an application', async () => {
    as('admin');
    expect((await resumeDownload(randomUUID())).status).toBe(404);
    expect((await resumeDownload('../../etc/passwd')).status).toBe(404);
  });
});
