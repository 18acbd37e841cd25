import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cookies } from 'next/headers';
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
import { idle } from '@/lib/forms/state';
import { formOf, postFromThisSite } from '../testing/action-doubles';
import { privacyAction } from './actions';
import { privacyExport } from './export';

// The privacy page's action and its JSON download against the embedded store itself: the guard
// asks the database for the caller's role, the step-up guard a recent code; the database counts,
// compiles (recorded) and deletes (recorded, with its record), and the files go after it. The
// address never reaches the audit trail in clear.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/admin/locale', () => ({
  ...jest.requireActual('@/lib/admin/locale'),
  adminLocale: jest.fn(async () => 'es'),
}));
jest.mock('@/lib/backend/request-audit', () => ({
  auditIpHmacOf: jest.fn(async () => 'a'.repeat(64)),
  auditRequestHeaders: jest.fn(async () => ({})),
}));
jest.mock('@/lib/backend/secrets', () => ({ serverSecret: async () => 'privacy-test-key' }));
const mailDir = mkdtempSync(path.join(tmpdir(), 'privacy-mail-'));
jest.mock('@/lib/email/transports', () => ({ mailFolder: () => mailDir }));

const address = 'lucia.mora@example.com';
const verified: TotpFactor = {
  id: '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50',
  friendlyName: 'Firma',
  status: 'verified',
  createdAt: '2026-11-26T00:00:00.000Z',
};

describe('the privacy page’s action and download', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  const sessions = {} as Record<StaffRole, Record<string, unknown>>;
  const codeAt = () => Math.floor(Date.now() / 1000) - 60;

  beforeAll(async () => {
    store = await openTestStore();
    jest.mocked(getBackend).mockResolvedValue(embeddedBackend(store, testUploadsDir()));
    for (const role of ['author', 'editor', 'admin'] as const) {
      const id = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      sessions[role] = {
        sub: id,
        role: 'authenticated',
        aal: 'aal2',
        amr: [{ method: 'totp', timestamp: codeAt() }],
        session_id: await startSession(store, id),
      };
    }
    await store.db.query(
      `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
       values ('Lucía Mora', $1, 'Consulta sobre mi liquidación', 'es', now(), 'v1')`,
      [address],
    );
    writeFileSync(
      path.join(mailDir, `20261126T000000000Z-${randomUUID()}.eml`),
      `To: ${address}\r\n`,
    );
    jest.mocked(cookies).mockResolvedValue({ get: () => undefined } as never);
    postFromThisSite();
  });
  afterAll(() => store.close());

  const as = (caller: StaffRole | 'anonymous', codeSecondsAgo = 60) => {
    const claims =
      caller === 'anonymous'
        ? null
        : {
            ...sessions[caller],
            amr: [{ method: 'totp', timestamp: codeAt() + 60 - codeSecondsAgo }],
          };
    jest.mocked(requestAuth).mockResolvedValue({
      claims: async () => claims,
      canRefresh: () => false,
      mfa: { listFactors: async () => [verified] },
    } as never);
  };
  const events = async (action: string) =>
    (
      await store.db.query<{ n: number }>(
        `select count(*)::int as n from public.audit_events where action = $1`,
        [action],
      )
    ).rows[0]!.n;
  const leftFor = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return '';
    } catch (error) {
      return String((error as { digest?: unknown }).digest ?? '').split(';')[2];
    }
  };

  it('counts, then compiles with the message, recorded with the address as an HMAC only', async () => {
    as('admin');
    const found = await privacyAction(
      idle,
      formOf({ intent: 'find', email: ` ${address.toUpperCase()} ` }),
    );
    expect(found).toMatchObject({
      status: 'found',
      email: address,
      counts: { contact_messages: 1 },
    });
    const compiled = await privacyAction(idle, formOf({ intent: 'compile', email: address }));
    expect(compiled).toMatchObject({
      status: 'compiled',
      report: { contact_messages: [{ message: 'Consulta sobre mi liquidación' }] },
    });
    expect(await events('privacy.compile')).toBe(1);
  });

  it('answers the JSON file to an admin, and 403 to an author', async () => {
    const post = () =>
      privacyExport(
        new Request('https://abogados.example/admin/privacy/export', {
          method: 'POST',
          body: formOf({ email: address }),
        }),
        new Date('2026-11-26T15:00:00Z'),
      );
    as('author');
    expect((await post()).status).toBe(403);
    as('admin');
    const response = await post();
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="datos-personales-2026-11-26.json"',
    );
    expect(JSON.parse(await response.text())).toMatchObject({
      address,
      contact_messages: [{ name: 'Lucía Mora' }],
    });
  });

  it('sends an admin whose code is too old to step-up and back, compiling and deleting nothing', async () => {
    as('admin', 16 * 60);
    const compiles = await events('privacy.compile');
    for (const intent of ['compile', 'delete'])
      expect(
        await leftFor(() =>
          privacyAction(idle, formOf({ intent, email: address, confirm: 'on', requestId: '' })),
        ),
      ).toBe(`/admin/account/step-up?next=${encodeURIComponent('/admin/privacy')}`);
    expect(await events('privacy.compile')).toBe(compiles);
    expect(await events('privacy.delete')).toBe(0);
  });

  it('deletes nothing without the confirmation that names the address', async () => {
    as('admin');
    const state = await privacyAction(
      idle,
      formOf({ intent: 'delete', email: address, requestId: '' }),
    );
    expect(state).toEqual({ status: 'error', formError: 'privacyConfirmRequired', email: address });
    expect(await events('privacy.delete')).toBe(0);
  });

  it.each(['author', 'editor'] as const)('refuses an %s', async (role) => {
    as(role);
    expect(await privacyAction(idle, formOf({ intent: 'find', email: address }))).toMatchObject({
      formError: 'forbidden',
    });
  });

  it('deletes after the confirmation, with its files, and the trail never holds the address', async () => {
    as('admin');
    const state = await privacyAction(
      idle,
      formOf({ intent: 'delete', email: address, confirm: 'on', requestId: randomUUID() }),
    );
    expect(state).toMatchObject({
      status: 'deleted',
      counts: { contact_messages: 1 },
      kept: [],
      filesText: 'Archivos eliminados: 0 hojas de vida y 1 archivo de correo.',
    });
    expect(readdirSync(mailDir)).toEqual([]);
    const { rows } = await store.db.query<{ n: number }>(
      `select count(*)::int as n from public.audit_events where strpos(lower(audit_events::text), $1) > 0`,
      [address],
    );
    expect(rows[0]!.n).toBe(0);
    expect(await events('privacy.delete')).toBe(1);
  });

  it('lifts the deleted address’s suppression for an admin (no step-up), recorded as an HMAC only', async () => {
    // The deletion above suppressed the address under the same keyed HMAC the lift computes.
    as('author');
    expect(await privacyAction(idle, formOf({ intent: 'lift', email: address }))).toMatchObject({
      status: 'error',
      formError: 'forbidden',
    });
    expect(await events('privacy.lift_suppression')).toBe(0);
    as('admin', 86_400);
    expect(
      await privacyAction(idle, formOf({ intent: 'lift', email: address.toUpperCase() })),
    ).toEqual({ status: 'lifted', email: address, lifted: 1 });
    expect(await privacyAction(idle, formOf({ intent: 'lift', email: address }))).toEqual({
      status: 'lifted',
      email: address,
      lifted: 0,
    });
    expect(await events('privacy.lift_suppression')).toBe(1);
    const { rows } = await store.db.query<{ n: number }>(
      `select count(*)::int as n from public.audit_events where strpos(lower(audit_events::text), $1) > 0`,
      [address],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
