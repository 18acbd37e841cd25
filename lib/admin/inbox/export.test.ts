import { randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { requestAuth } from '@/lib/auth';
import type { StaffRole } from '@/lib/auth/permissions';
import type { TotpFactor } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import {
  createUser,
  openTestStore,
  startSession,
  testUploadsDir,
} from '@/lib/backend/testing/fixtures';
import { inboxExport } from './export';

// The export route against the embedded store itself: the guard asks the database for the
// caller's role, the step-up guard a recent code, and the database reads the filtered list and
// records the export. An author, an editor, a visitor and an admin whose code is too old get no
// file, and nothing is recorded for them.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/backend/request-audit', () => ({
  auditIpHmacOf: jest.fn(async () => 'a'.repeat(64)),
  auditRequestHeaders: jest.fn(async () => ({})),
}));

const codeAt = 1_900_000_000;
const now = new Date((codeAt + 60) * 1000);
const verified: TotpFactor = {
  id: '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50',
  friendlyName: 'Firma',
  status: 'verified',
  createdAt: '2026-11-26T00:00:00.000Z',
};

describe('the inbox export route', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  const sessions = {} as Record<StaffRole, Record<string, unknown>>;

  beforeAll(async () => {
    store = await openTestStore();
    jest.mocked(getBackend).mockResolvedValue(embeddedBackend(store, testUploadsDir()));
    for (const role of ['author', 'editor', 'admin'] as const) {
      const id = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      sessions[role] = {
        sub: id,
        email: `${role}@example.com`,
        role: 'authenticated',
        aal: 'aal2',
        amr: [{ method: 'totp', timestamp: codeAt }],
        session_id: await startSession(store, id),
      };
    }
    await store.db.query(
      `insert into public.contact_messages (name, email, phone, topic, message, locale, consent_at,
         privacy_policy_version, created_at)
       values ('=HYPERLINK("http://x")', 'peña@example.com', '+57 300', 'labor',
               'Hola, "urgente"' || chr(10) || 'despido', 'es', now(), 'v1', '2026-11-20T15:00:00Z'),
              ('Otra Persona', 'otra@example.com', null, 'tax', 'Impuestos', 'en', now(), 'v1',
               '2026-11-21T15:00:00Z')`,
    );
    jest.mocked(headers).mockResolvedValue(new Headers() as never);
    jest.mocked(cookies).mockResolvedValue({ get: () => undefined } as never);
  });
  afterAll(() => store.close());

  const as = (caller: StaffRole | 'anonymous', factors: TotpFactor[] = []) =>
    jest.mocked(requestAuth).mockResolvedValue({
      claims: async () => (caller === 'anonymous' ? null : sessions[caller]),
      canRefresh: () => false,
      mfa: { listFactors: async () => factors },
    } as never);
  const exports = async () =>
    (
      await store.db.query<{ n: number }>(
        `select count(*)::int as n from public.audit_events where action = 'inbox.export'`,
      )
    ).rows[0]!.n;

  it('answers an admin the filtered list as an inert CSV, and records the export', async () => {
    as('admin', [verified]);
    const before = await exports();
    const response = await inboxExport({ topic: 'labor', page: '2' }, now);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="bandeja-2030-03-17.csv"',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.subarray(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^"Tipo","Recibido \(hora de Bogotá\)",/);
    // Every page of it (the page asked is ignored), the filter applied, the formula inert.
    expect(text).not.toContain('Otra Persona');
    expect(lines[1]).toBe(
      '"lead","2026-11-20 10:00","new","\'=HYPERLINK(""http://x"")","peña@example.com",' +
        '"\'+57 300","labor","","es","no","Hola, ""urgente""\ndespido"',
    );
    expect(await exports()).toBe(before + 1);
    const { rows } = await store.db.query<{ actor_id: string; fields: string[]; ip_hmac: string }>(
      `select actor_id, fields, ip_hmac from public.audit_events where action = 'inbox.export'
        order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({
      actor_id: sessions.admin.sub,
      fields: ['topic', 'rows_1'],
      ip_hmac: 'a'.repeat(64),
    });
  });

  it('sends an admin whose code is older than 15 minutes to step-up, back to the filtered inbox, and records nothing', async () => {
    as('admin', [verified]);
    const before = await exports();
    const stale = new Date((codeAt + 900) * 1000);
    let leftFor = '';
    try {
      await inboxExport({ topic: 'labor', kind: 'lead' }, stale);
    } catch (error) {
      leftFor = String((error as { digest?: unknown }).digest ?? '');
    }
    expect(leftFor.split(';')[2]).toBe(
      `/admin/account/step-up?next=${encodeURIComponent('/admin/inbox?kind=lead&topic=labor')}`,
    );
    expect(await exports()).toBe(before);
  });

  it.each(['author', 'editor'] as const)(
    'refuses an %s with 403, and records nothing',
    async (role) => {
      as(role);
      const before = await exports();
      const response = await inboxExport({}, now);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await exports()).toBe(before);
    },
  );

  it('sends a visitor to the sign-in page, and records nothing', async () => {
    as('anonymous');
    const before = await exports();
    const response = await inboxExport({}, now);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/login\?next=/);
    expect(await exports()).toBe(before);
  });
});
