import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { createUser, openTestStore, testUploadsDir } from '@/lib/backend/testing/fixtures';
import type { ServerAuditLog } from '@/lib/backend/types';
import { firmDay, queueDailyAuditHead } from './daily-head';

// The head hash goes to every admin at most once per day of the firm's calendar (Bogotá,
// UTC−5), whatever the number of calls: on a fixed clock, the same day twice queues one mail per
// admin, the next day another.

describe('the daily audit head mail', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let audit: ServerAuditLog;
  const queued = async () =>
    (
      await store.db.query<{ to_email: string; subject: string; text_body: string }>(
        `select to_email, subject, text_body from public.outbox where kind = 'audit.head'
          order by created_at, to_email`,
      )
    ).rows;

  beforeAll(async () => {
    store = await openTestStore();
    audit = embeddedBackend(store, testUploadsDir()).serverAudit;
    await createUser(store, 'socia@firma.example', { admin: true });
    await createUser(store, 'editor@firma.example', { admin: true });
    await createUser(store, 'nadie@firma.example');
  });
  afterAll(() => store.close());

  it('counts days in Bogotá time', () => {
    expect(firmDay(new Date('2026-11-27T04:59:59Z'))).toBe('2026-11-26');
    expect(firmDay(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
  });

  it('sends nothing while the trail is empty', async () => {
    expect(await queueDailyAuditHead(new Date('2026-11-26T15:00:00Z'), audit)).toBe(false);
    expect(await queueDailyAuditHead(new Date('2026-11-26T15:00:00Z'), audit)).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it('queues one mail per admin per Bogotá day, with the head hash', async () => {
    await audit.record({ action: 'auth.sign_in_failed' });
    const morning = new Date('2026-11-26T13:00:00Z');
    const night = new Date('2026-11-27T04:30:00Z'); // 23:30 in Bogotá, the same day
    expect(await queueDailyAuditHead(morning, audit)).toBe(true);
    expect(await queueDailyAuditHead(morning, audit)).toBe(false);
    expect(await queueDailyAuditHead(night, audit)).toBe(false);
    const first = await queued();
    expect(first.map((mail) => mail.to_email)).toEqual([
      'editor@firma.example',
      'socia@firma.example',
    ]);
    const check = await audit.verify();
    if (!check.ok || !check.head) throw new Error('the chain should verify');
    expect(first[0]!.subject).toBe('Huella diaria del registro de auditoría: 2026-11-26');
    expect(first[0]!.text_body).toContain(check.head.hash);
    expect(first[0]!.text_body).toContain('Íntegra');

    await audit.record({ action: 'auth.sign_in_failed' });
    expect(await queueDailyAuditHead(new Date('2026-11-27T05:00:00Z'), audit)).toBe(true);
    expect(await queueDailyAuditHead(new Date('2026-11-27T12:00:00Z'), audit)).toBe(false);
    const both = await queued();
    expect(both).toHaveLength(4);
    expect(both[2]!.subject).toMatch(/2026-11-27$/);
  });

  it('says so when the chain is broken', async () => {
    await store.db.transaction(async (tx) => {
      await tx.exec('alter table public.audit_events disable trigger audit_events_no_update');
      await tx.exec(
        `update public.audit_events set target_id = 'x' where id = (select min(id) from public.audit_events)`,
      );
      await tx.exec('alter table public.audit_events enable trigger audit_events_no_update');
    });
    expect(await queueDailyAuditHead(new Date('2026-11-28T15:00:00Z'), audit, 'en')).toBe(true);
    const last = (await queued()).at(-1)!;
    expect(last.subject).toBe('Daily fingerprint of the audit trail: 2026-11-28');
    expect(last.text_body).toMatch(/Broken from event no\. \d+/);
  });
});
