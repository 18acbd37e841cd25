import { randomUUID } from 'node:crypto';
import { purgePeriods, retentionRules } from '@/lib/privacy/retention';
import type { Claims, EmbeddedStore } from './embedded/store';
import { openTestStore } from './testing/fixtures';

// Retention in the database, on a fixed clock: each period of lib/privacy/retention.ts applied
// by purge_retention (what is one day past its period goes, what is one day short stays), legal
// hold and "keep" respected, a second run changes and records nothing. The verbs by role are in
// retention-roles.test.ts.

const clock = new Date('2030-03-15T12:00:00Z');
const service = { role: 'service_role' } as Claims;

describe('retention in the database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;

  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store.close());

  /** `interval` before the fixed clock, as SQL text. */
  const ago = (interval: string) =>
    `'${clock.toISOString()}'::timestamptz - interval '${interval}'`;

  async function lead(at: string, extra: Record<string, string> = {}): Promise<string> {
    const columns = [
      'name',
      'email',
      'message',
      'locale',
      'consent_at',
      'privacy_policy_version',
      'created_at',
      ...Object.keys(extra),
    ];
    const values = [
      `'Ana'`,
      `'ana@example.com'`,
      `'Hola.'`,
      `'es'`,
      at,
      `'v1'`,
      at,
      ...Object.values(extra),
    ];
    const { rows } = await store.db.query<{ id: string }>(
      `insert into public.contact_messages (${columns.join(', ')}) values (${values.join(', ')}) returning id`,
    );
    return rows[0]!.id;
  }

  async function application(at: string, extra: Record<string, string> = {}) {
    const file = `${randomUUID()}.pdf`;
    const columns = Object.keys(extra);
    const { rows } = await store.db.query<{ id: string }>(
      `insert into public.career_applications (first_name, last_name, email, profession, practice_area,
         resume_path, resume_original_name, resume_type, resume_bytes, locale, consent_at,
         privacy_policy_version, created_at${columns.map((c) => `, ${c}`).join('')})
       values ('Ana', 'Gómez', 'ana@example.com', 'Abogada', 'labor', '${file}', 'hoja.pdf', 'pdf', 100,
               'es', ${at}, 'v1', ${at}${Object.values(extra)
                 .map((v) => `, ${v}`)
                 .join('')})
       returning id`,
    );
    return { id: rows[0]!.id, file };
  }

  /** Moves a lead's status directly (as the owner: the trigger checks the move) with a history row at `at`. */
  async function moveLead(id: string, statuses: string[], at: string) {
    let from = 'new';
    for (const to of statuses) {
      await store.db.query(`update public.contact_messages set status = $1 where id = $2`, [
        to,
        id,
      ]);
      await store.db.query(
        `insert into public.inbox_status_changes (item_kind, item_id, from_status, to_status, changed_at)
         values ('lead', $1, $2, $3, ${at})`,
        [id, from, to],
      );
      from = to;
    }
  }

  const exists = async (table: string, id: string) =>
    (await store.db.query(`select 1 from public.${table} where id = $1`, [id])).rows.length === 1;

  const purge = async (periods = purgePeriods(), now = clock) =>
    (await store.rpc(service, 'purge_retention', {
      p_periods: periods,
      p_now: now.toISOString(),
    })) as {
      counts: Record<string, number>;
      resumes: string[];
    };

  it('applies each period on a fixed clock, respects legal hold and keep, and is idempotent', async () => {
    const old = {
      lead: await lead(ago('24 months 1 day')),
      leadHeld: await lead(ago('30 months'), {
        legal_hold_reason: `'Proceso judicial en curso'`,
        legal_hold_at: 'now()',
      }),
      app: await application(ago('12 months 1 day')),
      appKept: await application(ago('13 months'), {
        keep_reason: `'Candidata para 2031'`,
        keep_at: 'now()',
      }),
      appHeld: await application(ago('13 months'), {
        legal_hold_reason: `'Tutela'`,
        legal_hold_at: 'now()',
      }),
      spam: await lead(ago('40 days'), { spam_at: ago('31 days') }),
      spamHeld: await lead(ago('40 days'), {
        spam_at: ago('31 days'),
        legal_hold_reason: `'Denuncia penal'`,
        legal_hold_at: 'now()',
      }),
      engaged: await lead(ago('11 years')),
    };
    const fresh = {
      lead: await lead(ago('23 months 29 days')),
      app: await application(ago('11 months 29 days')),
      spam: await lead(ago('40 days'), { spam_at: ago('29 days') }),
      engaged: await lead(ago('11 years')),
      // Received long ago, but its status moved recently: counted from the last change.
      moved: await lead(ago('30 months')),
    };
    await moveLead(old.engaged, ['contacted', 'consultation', 'engaged'], ago('10 years 1 day'));
    await moveLead(
      fresh.engaged,
      ['contacted', 'consultation', 'engaged'],
      ago('9 years 11 months'),
    );
    await moveLead(fresh.moved, ['contacted'], ago('1 month'));
    await store.db.query(
      `insert into public.inbox_notes (item_kind, item_id, body) values ('lead', $1, 'nota')`,
      [old.lead],
    );
    const outbox = async (sentAgo: string) =>
      (
        await store.db.query<{ id: string }>(
          `insert into public.outbox (kind, to_email, subject, html, text_body, status, sent_at)
           values ('contact.ack', 'ana@example.com', 'Gracias, Ana', '<p>Hola Ana</p>', 'Hola Ana', 'sent', ${ago(sentAgo)})
           returning id`,
        )
      ).rows[0]!.id;
    const mailOld = await outbox('31 days');
    const mailFresh = await outbox('29 days');
    const subscriber = async (signedAgo: string, status = 'pending') =>
      (
        await store.db.query<{ id: string }>(
          `insert into public.newsletter_subscribers (email, locale, status, unsubscribe_token_hash, consent_at, privacy_policy_version)
           values ($1, 'es', '${status}', $2, ${ago(signedAgo)}, 'v1') returning id`,
          [`s-${randomUUID()}@example.com`, randomUUID().replace(/-/g, '').repeat(2)],
        )
      ).rows[0]!.id;
    const subOld = await subscriber('31 days');
    const subFresh = await subscriber('29 days');
    const subConfirmed = await subscriber('2 years', 'confirmed');
    const auditBefore = Number(
      (await store.db.query<{ n: string }>(`select count(*) as n from public.audit_events`))
        .rows[0]!.n,
    );

    const first = await purge();
    expect(first.counts).toMatchObject({
      outboxBodies: 1,
      contactMessages: 1,
      engagedClientLeads: 1,
      careerApplications: 1,
      spam: 1,
      newsletterUnconfirmed: 1,
      auditEvents: 0,
    });
    expect(first.resumes).toEqual([old.app.file]);
    for (const id of [old.lead, old.engaged, old.spam])
      expect([id, await exists('contact_messages', id)]).toEqual([id, false]);
    for (const id of [
      old.leadHeld,
      old.spamHeld,
      fresh.lead,
      fresh.spam,
      fresh.engaged,
      fresh.moved,
    ])
      expect([id, await exists('contact_messages', id)]).toEqual([id, true]);
    expect(await exists('career_applications', old.app.id)).toBe(false);
    for (const { id } of [old.appKept, old.appHeld, fresh.app])
      expect([id, await exists('career_applications', id)]).toEqual([id, true]);
    expect(await exists('newsletter_subscribers', subOld)).toBe(false);
    for (const id of [subFresh, subConfirmed])
      expect(await exists('newsletter_subscribers', id)).toBe(true);
    const mails = await store.db.query<{
      id: string;
      subject: string;
      html: string;
      text_body: string;
      to_email: string;
    }>(`select id, subject, html, text_body, to_email from public.outbox where id = any($1)`, [
      [mailOld, mailFresh],
    ]);
    const mail = (id: string) => mails.rows.find((row) => row.id === id)!;
    expect(mail(mailOld)).toMatchObject({
      subject: '',
      html: '',
      text_body: '',
      to_email: 'ana@example.com',
    });
    expect(mail(mailFresh).html).toBe('<p>Hola Ana</p>');
    const notes = await store.db.query(`select 1 from public.inbox_notes where item_id = $1`, [
      old.lead,
    ]);
    expect(notes.rows).toHaveLength(0);

    const recorded = await store.db.query<{ target_id: string; actor_id: string | null }>(
      `select target_id, actor_id from public.audit_events
        where action = 'retention.purge' and id > $1 order by target_id`,
      [auditBefore],
    );
    expect(recorded.rows.map((row) => row.target_id)).toEqual([
      'careerApplications:1',
      'contactMessages:1',
      'engagedClientLeads:1',
      'newsletterUnconfirmed:1',
      'outboxBodies:1',
      'spam:1',
    ]);

    const afterFirst = Number(
      (await store.db.query<{ n: string }>(`select count(*) as n from public.audit_events`))
        .rows[0]!.n,
    );
    const second = await purge();
    expect(Object.values(second.counts).every((count) => count === 0)).toBe(true);
    expect(second.resumes).toEqual([]);
    const afterSecond = Number(
      (await store.db.query<{ n: string }>(`select count(*) as n from public.audit_events`))
        .rows[0]!.n,
    );
    expect(afterSecond).toBe(afterFirst);
  });

  it('follows the periods it is given: a shorter one takes what the default keeps', async () => {
    const id = await lead(ago('100 days'));
    expect((await purge()).counts.contactMessages).toBe(0);
    expect(await exists('contact_messages', id)).toBe(true);
    const shorter = {
      ...retentionRules,
      contactMessages: {
        ...retentionRules.contactMessages,
        period: { amount: 90, unit: 'days' as const },
      },
    };
    expect((await purge(purgePeriods(shorter))).counts.contactMessages).toBeGreaterThanOrEqual(1);
    expect(await exists('contact_messages', id)).toBe(false);
  });

  it('refuses a missing or empty period', async () => {
    const missing: Partial<Record<string, string>> = purgePeriods();
    delete missing.outboxBodies;
    await expect(purge(missing as never)).rejects.toMatchObject({ code: '22023' });
    await expect(purge({ ...purgePeriods(), spam: '0 days' })).rejects.toMatchObject({
      code: '22023',
    });
  });

  it('removes audit events past five years only with the chain’s checkpoint, and keeps the chain whole', async () => {
    const before = await store.db.query<{ n: string }>(
      `select count(*) as n from public.audit_events`,
    );
    expect(Number(before.rows[0]!.n)).toBeGreaterThan(0);
    // Every event so far is older than five years on a clock set five years and a day ahead.
    const later = new Date(Date.now() + (5 * 366 + 1) * 86_400_000);
    const result = await purge(purgePeriods(), later);
    expect(result.counts.auditEvents).toBe(Number(before.rows[0]!.n));
    const { rows } = await store.db.query<{ action: string; target_kind: string }>(
      `select action::text, target_kind from public.audit_events order by id`,
    );
    expect(rows[0]).toEqual({ action: 'audit.purge', target_kind: 'audit_event' });
    expect(rows.map((row) => row.action)).toContain('retention.purge');
    const chain = await store.rpc(service, 'verify_audit_chain', {});
    expect(chain).toEqual([expect.objectContaining({ ok: true })]);
  });
});
