import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Claims, EmbeddedStore } from '@/lib/backend/embedded/store';
import { privateFolder } from '@/lib/backend/embedded/files';
import { privacyStore } from '@/lib/backend/privacy-store';
import { createUser, openTestStore, startSession } from '@/lib/backend/testing/fixtures';
import { logTransport } from '@/lib/email/transports';
import { personalAddressHmac } from './address-hmac';
import { eraseFiles } from './erase-files';

// Deleting an address reaches every table (every text and jsonb column of every table in the
// catalogue is scanned afterwards), its CV files and the e-mail files of the embedded default,
// and leaves another address's data as it was. An engaged lead stays, with its parties, and the
// deletion says so.

const victim = 'Marta.Ruiz@Example.com';
const other = 'pedro.gil@example.com';
const key = randomUUID();

describe('deleting everything about an e-mail address', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let admin: Claims;
  const resumes = privateFolder(mkdtempSync(path.join(tmpdir(), 'resumes-')));
  const mailDir = mkdtempSync(path.join(tmpdir(), 'mail-'));
  const cv = { victim: `${randomUUID()}.pdf`, other: `${randomUUID()}.pdf` };
  const q = <T>(sql: string, args: unknown[] = []) =>
    store.db.query<T & Record<string, unknown>>(sql, args).then((r) => r.rows);

  /** A person's lead (with a note, a status change, a party, a check), application, subscription and e-mails. */
  async function person(email: string, resume: string, leadStatus = 'new') {
    const [lead] = await q<{ id: string }>(
      `insert into public.contact_messages (name, email, phone, message, locale, consent_at, privacy_policy_version)
       values ('Persona', $1, '3001234567', 'Escríbanme a ' || $1, 'es', now(), 'v1') returning id`,
      [email],
    );
    if (leadStatus === 'engaged')
      for (const to of ['contacted', 'consultation', 'engaged'])
        await q(`update public.contact_messages set status = $1 where id = $2`, [to, lead!.id]);
    await q(
      `insert into public.inbox_notes (item_kind, item_id, body) values ('lead', $1, 'Llamar a ' || $2)`,
      [lead!.id, email],
    );
    await q(
      `insert into public.inbox_status_changes (item_kind, item_id, from_status, to_status) values ('lead', $1, 'new', 'contacted')`,
      [lead!.id],
    );
    await q(
      `insert into public.lead_parties (lead_id, name, kind) values ($1, 'Empresa Uno SAS', 'client')`,
      [lead!.id],
    );
    await q(`insert into public.lead_conflict_checks (lead_id, result) values ($1, 'clear')`, [
      lead!.id,
    ]);
    await q(
      `insert into public.career_applications (first_name, last_name, email, profession, practice_area,
         resume_path, resume_original_name, resume_type, resume_bytes, locale, consent_at, privacy_policy_version)
       values ('Persona', 'Apellido', $1, 'Abogada', 'labor', $2, 'hoja.pdf', 'pdf', 4, 'es', now(), 'v1')`,
      [email, resume],
    );
    await resumes.save(resume, new Uint8Array([37, 80, 68, 70]));
    await q(
      `insert into public.newsletter_subscribers (email, locale, unsubscribe_token_hash, consent_at, privacy_policy_version)
       values (lower($1), 'es', $2, now(), 'v1')`,
      [email, randomUUID().replace(/-/g, '').repeat(2)],
    );
    const mails = [
      { kind: 'contact.ack', to: email, replyTo: null },
      { kind: 'contact.firm', to: 'firma@example.com', replyTo: email },
    ];
    const transport = logTransport(mailDir, pino({ enabled: false }), 'Firma <firma@example.com>');
    for (const mail of mails) {
      const [row] = await q<{ id: string }>(
        `insert into public.outbox (kind, to_email, reply_to, subject, html, text_body)
         values ($1, $2, $3, 'Mensaje', '<p>De ' || $4 || '</p>', 'De ' || $4) returning id`,
        [mail.kind, mail.to, mail.replyTo, email],
      );
      await transport.send(
        {
          kind: mail.kind,
          to: mail.to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: 'Mensaje',
          html: `<p>De ${email}</p>`,
          text: `De ${email}`,
        } as never,
        row!.id,
        new AbortController().signal,
      );
    }
    return lead!.id;
  }

  /** Every text or jsonb column of every table (public and auth) that holds `email`. */
  async function holders(email: string): Promise<string[]> {
    const columns = await q<{ s: string; t: string; c: string }>(
      `select c.table_schema as s, c.table_name as t, c.column_name as c
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema in ('public', 'auth') and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY', 'USER-DEFINED')`,
    );
    const found: string[] = [];
    for (const { s, t, c } of columns) {
      const [row] = await q<{ n: number }>(
        `select count(*)::int as n from "${s}"."${t}" where strpos(lower("${c}"::text), $1) > 0`,
        [email.toLowerCase()],
      );
      if (row!.n > 0) found.push(`${s}.${t}.${c}`);
    }
    return found;
  }
  const emlFiles = () =>
    readdirSync(mailDir).map((name) =>
      readFileSync(path.join(mailDir, name), 'utf8').toLowerCase(),
    );

  beforeAll(async () => {
    store = await openTestStore();
    const id = await createUser(store, `admin-${randomUUID()}@example.com`, { role: 'admin' });
    admin = { role: 'authenticated', sub: id, session_id: await startSession(store, id) };
    await person(victim, cv.victim);
    await person(other, cv.other);
  });
  afterAll(() => store.close());

  const privacy = () => privacyStore((fn, args) => store.rpc(admin, fn, args));

  it('leaves no row, file or e-mail file with the address, and keeps the other person whole', async () => {
    const before = await holders(other);
    expect(await holders(victim)).toEqual(
      expect.arrayContaining(['public.contact_messages.email', 'public.outbox.reply_to']),
    );
    const hmac = personalAddressHmac(key, victim);
    const requestId = randomUUID();
    const deletion = await privacy().delete(victim, hmac, requestId, null);
    const files = await eraseFiles(
      { email: victim, resumes: deletion.resumes, outboxIds: deletion.outboxIds },
      { removeResume: (name) => resumes.remove(name), mailDir },
    );

    expect(await holders(victim)).toEqual([]);
    expect(await resumes.read(cv.victim)).toBeNull();
    expect(emlFiles().filter((eml) => eml.includes(victim.toLowerCase()))).toEqual([]);
    expect(files).toEqual({ resumes: 1, emails: 2 });
    expect(deletion.kept).toEqual([]);
    expect(deletion.counts).toMatchObject({
      contact_messages: 1,
      career_applications: 1,
      newsletter_subscribers: 1,
      outbox: 2,
      inbox_notes: 1,
      lead_parties: 1,
    });

    expect(await holders(other)).toEqual(before);
    expect(await resumes.read(cv.other)).not.toBeNull();
    expect(emlFiles().filter((eml) => eml.includes(other))).toHaveLength(2);

    const [record] = await q<{ address_hmac: string; request_id: string; deleted_by: string }>(
      `select address_hmac, request_id, deleted_by from public.personal_data_deletions`,
    );
    expect(record).toEqual({ address_hmac: hmac, request_id: requestId, deleted_by: admin.sub });
    const [event] = await q<{ target_kind: string; target_id: string; fields: string[] }>(
      `select target_kind, target_id, fields from public.audit_events where action = 'privacy.delete'`,
    );
    expect(event).toMatchObject({ target_kind: 'address', target_id: hmac });
    expect(event!.fields).toContain('contact_messages_1');
  });

  it('keeps an engaged client’s lead and its parties, and says what it kept', async () => {
    const client = 'cliente@example.com';
    const lead = await person(client, `${randomUUID()}.pdf`, 'engaged');
    const deletion = await privacy().delete(client, personalAddressHmac(key, client), null, null);
    expect(deletion.kept).toEqual([
      { what: 'engaged_leads', count: 1 },
      { what: 'conflict_parties', count: 1 },
    ]);
    expect(deletion.counts).toMatchObject({ contact_messages: 0, career_applications: 1 });
    expect(await holders(client)).toEqual([
      'public.contact_messages.email',
      'public.contact_messages.message',
      'public.inbox_notes.body',
    ]);
    const parties = await q(`select 1 from public.lead_parties where lead_id = $1`, [lead]);
    expect(parties).toHaveLength(1);
  });

  it('keeps what an admin placed under legal hold, lead and application alike, and says so', async () => {
    const held = 'retenida@example.com';
    const resume = `${randomUUID()}.pdf`;
    const lead = await person(held, resume);
    await q(
      `update public.contact_messages set legal_hold_reason = 'Tutela en curso', legal_hold_at = now()
        where id = $1`,
      [lead],
    );
    await q(
      `update public.career_applications set legal_hold_reason = 'Tutela en curso', legal_hold_at = now()
        where email = $1`,
      [held],
    );
    const deletion = await privacy().delete(held, personalAddressHmac(key, held), null, null);
    expect(deletion.kept).toEqual([{ what: 'legal_hold', count: 2 }]);
    expect(deletion.counts).toMatchObject({ contact_messages: 0, career_applications: 0 });
    expect(deletion.resumes).toEqual([]);
    expect(await holders(held)).toEqual(
      expect.arrayContaining(['public.contact_messages.email', 'public.career_applications.email']),
    );
    expect(await resumes.read(resume)).not.toBeNull();
  });

  it('compiles a person’s data requests; deleting removes an unconfirmed one and keeps a confirmed one', async () => {
    const asker = 'solicitante@example.com';
    for (const [status, confirmed, due] of [
      ['pending', null, null],
      ['received', 'now()', 'current_date + 10'],
    ] as const)
      await q(
        `insert into public.data_requests (kind, name, email, description, locale, consent_at,
           privacy_policy_version, confirm_expires_at, status, confirmed_at, due_day)
         values ('consulta', 'Solicitante', $1, 'Qué datos tienen', 'es', now(), 'v1',
           now() + interval '2 days', $2, ${confirmed ?? 'null'}, ${due ?? 'null'})`,
        [asker, status],
      );
    const hmac = personalAddressHmac(key, asker);
    const report = await privacy().compile(asker, hmac, null);
    expect(report.data_requests).toHaveLength(2);
    expect(report.data_requests![0]).not.toHaveProperty('confirm_token_hash');
    const deletion = await privacy().delete(asker, hmac, null, null);
    expect(deletion.counts).toMatchObject({ data_requests: 1 });
    expect(deletion.kept).toEqual([{ what: 'data_requests', count: 1 }]);
    expect(await q(`select status from public.data_requests where email = $1`, [asker])).toEqual([
      { status: 'received' },
    ]);
  });

  it('compiles a person’s rows with the CV’s name and the consent, recorded without the address', async () => {
    const address = 'ana.compilada@example.com';
    await person(address, `${randomUUID()}.pdf`);
    const hmac = personalAddressHmac(key, address);
    const report = await privacy().compile(address.toUpperCase(), hmac, null);
    expect(report.contact_messages).toHaveLength(1);
    expect(report.career_applications![0]).toMatchObject({ resume_original_name: 'hoja.pdf' });
    expect(report.career_applications![0]).not.toHaveProperty('resume_path');
    expect(report.newsletter_subscribers![0]).toMatchObject({ privacy_policy_version: 'v1' });
    expect(report.newsletter_subscribers![0]).not.toHaveProperty('unsubscribe_token_hash');
    expect(report.outbox).toHaveLength(1);
    const events = await q<{ target_id: string; fields: string[] }>(
      `select target_id, fields from public.audit_events
        where action = 'privacy.compile' and target_id = $1`,
      [hmac],
    );
    expect(events).toEqual([
      {
        target_id: hmac,
        fields: [
          'contact_messages_1',
          'career_applications_1',
          'newsletter_subscribers_1',
          'outbox_1',
          'data_requests_0',
        ],
      },
    ]);
    expect(await privacy().counts(address, hmac)).toMatchObject({
      contact_messages: 1,
      engaged_leads: 0,
    });
  });
});
