import { createHash, randomUUID } from 'node:crypto';
import { formValuesFrom } from '@/lib/admin/entries/schema';
import type { OutgoingEmail } from '@/lib/email/types';
import { serviceKeys } from '@/lib/routing';
import type { Backend, EntryDraft, SavedEntry, SaveOutcome, Viewer } from '../types';
import { auditContract } from './audit-contract';
import { dataRequestsContract } from './data-requests-contract';
import { privacyContract } from './privacy-contract';
import { reviewContract } from './review-contract';
import { trashContract } from './trash-contract';

type Slugs = {
  draft: { slug_es: string };
  scheduled: { slug_es: string };
  untranslated: { slug_es: string };
  bulletin: { slug_es: string; slug_en: string | null };
  publication: { slug_es: string; slug_en: string | null };
  /** Each seeded entry's author id, by its Spanish slug. */
  authors: Record<string, string>;
};

/** Direct access to the database behind the adapter, where the test has it (not on a real project). */
export type ContractDatabase = {
  /** Runs SQL as the database owner (bypassing RLS), to look at what the adapter wrote. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Whether the private resumes bucket holds a file of that name. */
  resumeStored(name: string): Promise<boolean>;
  /**
   * The viewer of a signed-in user, as the adapter receives it for that user's requests; `aal`
   * is the session's assurance level ('aal1' when not given, as after a password).
   */
  signIn(userId: string, aal?: 'aal1' | 'aal2'): Promise<Viewer>;
};

export type ContractSetup = {
  backend: Backend;
  slugs: Slugs;
  teardown: () => Promise<void>;
  database?: ContractDatabase;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const email = (kind: string, to: string, extra: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  kind,
  to,
  subject: `Asunto ${kind} <${to}>`,
  html: `<p>Hola &amp; ${kind}</p>`,
  text: `Hola & ${kind}`,
  ...extra,
});

/** A minimal PDF: what the forms accept as a CV. */
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * The contract every backend adapter keeps, written against the demo seed. Run in every test run
 * against the embedded adapter and against the Supabase adapter through the PostgREST stand-in
 * (both with `database`, so the forms store is checked row by row), and against a real Supabase
 * project when one is configured (reads only).
 */
export function backendContract(
  name: string,
  setup: () => Promise<ContractSetup>,
  { forms = true }: { forms?: boolean } = {},
) {
  describe(`backend contract: ${name}`, () => {
    jest.setTimeout(60_000);
    let backend: Backend;
    let slugs: Slugs;
    let teardown: () => Promise<void>;
    let database: ContractDatabase | undefined;

    beforeAll(async () => {
      ({ backend, slugs, teardown, database } = await setup());
    });
    afterAll(() => teardown?.());

    it('lists the categories in both languages, in order', async () => {
      const categories = await backend.listCategories();
      expect(categories[0]).toEqual({ id: 'tax', label: { es: 'Tributario', en: 'Tax' } });
      // A practice area's page lists the publications filed under the category of its key.
      expect(categories.map((c) => c.id)).toEqual(expect.arrayContaining([...serviceKeys]));
      expect(categories.map((c) => c.id)).toEqual(
        expect.arrayContaining([
          'tax',
          'labor',
          'customs',
          'corporate',
          'commercial',
          'administrative',
          'litigation',
        ]),
      );
    });

    it('finds a published entry by its slug in each language', async () => {
      const es = await backend.getEntry('es', slugs.publication.slug_es);
      const en = await backend.getEntry('en', slugs.publication.slug_en!);
      expect(es?.id).toBeDefined();
      expect(en?.id).toBe(es?.id);
      expect(es?.translated).toBe(true);
      expect(en?.title).not.toBe(es?.title);
      expect(es?.slugs).toEqual({ es: slugs.publication.slug_es, en: slugs.publication.slug_en });
      expect(es?.category?.label.es).toBeTruthy();
      expect(es?.body).toMatch(/<p>/);
    });

    it('shows an untranslated entry in Spanish on its English page, marked as such', async () => {
      const en = await backend.getEntry('en', slugs.untranslated.slug_es);
      const es = await backend.getEntry('es', slugs.untranslated.slug_es);
      expect(en).not.toBeNull();
      expect(en?.translated).toBe(false);
      expect(en?.title).toBe(es?.title);
      expect(en?.slugs.en).toBeNull();
    });

    it('does not find drafts, scheduled entries, unknown slugs, or a slug in the wrong language', async () => {
      expect(await backend.getEntry('es', slugs.draft.slug_es)).toBeNull();
      expect(await backend.getEntry('es', slugs.scheduled.slug_es)).toBeNull();
      expect(await backend.getEntry('es', 'no-existe')).toBeNull();
      expect(await backend.getEntry('es', slugs.publication.slug_en!)).toBeNull();
    });

    it('gives a bulletin its items in order', async () => {
      const bulletin = await backend.getEntry('es', slugs.bulletin.slug_es);
      expect(bulletin?.kind).toBe('bulletin');
      expect(bulletin?.issueMonth).toMatch(/^\d{4}-\d{2}-01$/);
      expect(bulletin?.items.length).toBeGreaterThanOrEqual(2);
      for (const item of bulletin!.items) expect(item.kind).toBe('publication');
    });

    it('lists the latest bulletins newest first, and the latest updates without bulletins', async () => {
      const bulletins = await backend.listLatestEntries('es', ['bulletin'], 10);
      expect(bulletins.length).toBeGreaterThanOrEqual(6);
      const months = bulletins.map((b) => b.issueMonth!);
      expect([...months].sort().reverse()).toEqual(months);
      const latest = await backend.listLatestEntries('en', [], 3);
      expect(latest).toHaveLength(3);
      for (const entry of latest) expect(['publication', 'blog']).toContain(entry.kind);
      expect(new Date(latest[0]!.publishedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(latest[2]!.publishedAt).getTime(),
      );
    });

    it('relates entries of the same category first, never the entry itself', async () => {
      const entry = (await backend.getEntry('es', slugs.publication.slug_es))!;
      const related = await backend.listRelatedEntries(entry.id, 'es', 3);
      expect(related).toHaveLength(3);
      expect(related.map((r) => r.id)).not.toContain(entry.id);
    });

    it("lists an author's visible publications and blog posts newest first, and nobody else's", async () => {
      const entry = (await backend.getEntry('es', slugs.publication.slug_es))!;
      expect(entry.authorId).toMatch(/^[a-z]+(-[a-z]+)+$/);
      const mine = await backend.listEntriesByAuthor(entry.authorId!, 'es', 50);
      expect(mine.map((card) => card.id)).toContain(entry.id);
      for (const card of mine) {
        expect(card.authorId).toBe(entry.authorId);
        expect(['publication', 'blog']).toContain(card.kind);
      }
      const dates = mine.map((card) => Date.parse(card.publishedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(await backend.listEntriesByAuthor(entry.authorId!, 'es', 1)).toHaveLength(1);
      expect(await backend.listEntriesByAuthor('nadie-en-el-equipo', 'es', 10)).toEqual([]);
      // English cards fall back to the Spanish text, as everywhere else.
      const mineEn = await backend.listEntriesByAuthor(entry.authorId!, 'en', 50);
      expect(mineEn.map((card) => card.id)).toEqual(mine.map((card) => card.id));
    });

    it("never lists an author's drafts or scheduled entries", async () => {
      for (const hidden of [slugs.draft, slugs.scheduled]) {
        const author = slugs.authors[hidden.slug_es];
        expect(author).toBeTruthy();
        const listed = await backend.listEntriesByAuthor(author!, 'es', 50);
        expect(listed.map((card) => card.slug)).not.toContain(hidden.slug_es);
      }
    });

    it('lists every visible entry for the sitemap, and nothing hidden', async () => {
      const entries = await backend.listSitemapEntries();
      const slugsEs = entries.map((e) => e.slugs.es);
      expect(slugsEs).toContain(slugs.publication.slug_es);
      expect(slugsEs).toContain(slugs.bulletin.slug_es);
      expect(slugsEs).not.toContain(slugs.draft.slug_es);
      expect(slugsEs).not.toContain(slugs.scheduled.slug_es);
      for (const entry of entries) expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
    });

    it('pages search results and counts them', async () => {
      const first = await backend.searchEntries({
        locale: 'es',
        query: '',
        categories: [],
        kinds: [],
        page: 1,
        pageSize: 5,
      });
      const second = await backend.searchEntries({
        locale: 'es',
        query: '',
        categories: [],
        kinds: [],
        page: 2,
        pageSize: 5,
      });
      expect(first.items).toHaveLength(5);
      expect(first.total).toBeGreaterThanOrEqual(18);
      expect(first.byKind.publication! + first.byKind.blog!).toBe(first.total);
      expect(Object.values(first.byCategory).reduce((a, b) => a + b, 0)).toBe(first.total);
      expect(second.items.map((i) => i.id)).not.toEqual(
        expect.arrayContaining([first.items[0]!.id]),
      );
    });

    it('answers is_admin false for an anonymous visitor', async () => {
      expect(await backend.isAdmin({ kind: 'anonymous' })).toBe(false);
    });

    it('answers the health check', async () => {
      expect(await backend.health()).toBe(true);
    });

    it('resolves no old slug that no entry ever had, in either language', async () => {
      expect(await backend.resolveEntrySlug('es', 'nunca-existio')).toBeNull();
      expect(await backend.resolveEntrySlug('en', slugs.publication.slug_en!)).toBeNull();
    });

    it('gives an entry its SEO title and description (null when unset)', async () => {
      const entry = await backend.getEntry('es', slugs.publication.slug_es);
      expect(entry).toHaveProperty('seoTitle');
      expect(entry).toHaveProperty('seoDescription');
    });

    if (forms) formsContract(() => ({ backend, database }));
    if (forms) adminContract(() => ({ backend, database }));
    if (forms) auditContract(() => ({ backend, database }));
    if (forms) trashContract(() => ({ backend, database }));
    if (forms) privacyContract(() => ({ backend, database }));
    if (forms) dataRequestsContract(() => ({ backend, database }));
    if (forms) reviewContract(() => ({ backend, database }));
  });
}

/** The forms store: what each call writes, checked in the database itself. */
function formsContract(
  context: () => { backend: Backend; database: ContractDatabase | undefined },
) {
  const withDatabase = () => {
    const { backend, database } = context();
    if (!database) throw new Error('this part of the contract needs the database');
    return { forms: backend.forms, backend, db: database };
  };
  const outboxOf = (db: ContractDatabase, ids: string[]) =>
    db.query<Record<string, unknown>>(
      `select id, kind, to_email, reply_to, subject, html, text_body, headers, status, attempts,
              last_error, transport, provider_message_id, locked_until,
              next_attempt_at > now() as later
         from public.outbox where id = any($1::uuid[]) order by kind`,
      [ids],
    );

  it('answers is_admin true for an admin and false for another signed-in user', async () => {
    const { backend, db } = withDatabase();
    const [admin, member] = await Promise.all(
      ['admin', 'member'].map(async (who) => {
        const rows = await db.query<{ id: string }>(
          'insert into auth.users (email) values ($1) returning id',
          [`${who}-${randomUUID()}@example.com`],
        );
        return rows[0]!.id;
      }),
    );
    await db.query("insert into public.staff_profiles (user_id, role) values ($1, 'admin')", [
      admin,
    ]);
    expect(await backend.isAdmin(await db.signIn(admin!))).toBe(true);
    expect(await backend.isAdmin(await db.signIn(member!))).toBe(false);
  });

  it('gives an account with a verified factor no role before its code (aal2)', async () => {
    const { backend, db } = withDatabase();
    const [admin, plain] = await Promise.all(
      ['enrolled', 'plain'].map(async (who) => {
        const rows = await db.query<{ id: string }>(
          'insert into auth.users (email) values ($1) returning id',
          [`${who}-${randomUUID()}@example.com`],
        );
        await db.query("insert into public.staff_profiles (user_id, role) values ($1, 'admin')", [
          rows[0]!.id,
        ]);
        return rows[0]!.id;
      }),
    );
    await db.query(
      "insert into auth.mfa_factors (user_id, friendly_name, factor_type, status) values ($1, 'Firma', 'totp', 'verified')",
      [admin],
    );
    const aal1 = await db.signIn(admin!);
    expect(await backend.staffRole(aal1)).toBeNull();
    expect(await backend.isAdmin(aal1)).toBe(false);
    expect(await backend.secondFactorPending(aal1)).toBe(true);
    const aal2 = await db.signIn(admin!, 'aal2');
    expect(await backend.staffRole(aal2)).toBe('admin');
    expect(await backend.secondFactorPending(aal2)).toBe(false);
    const other = await db.signIn(plain!);
    expect(await backend.staffRole(other)).toBe('admin');
    expect(await backend.secondFactorPending(other)).toBe(false);
  });

  it('stores a contact message with its consent record and its e-mails, in one call', async () => {
    const { forms, db } = withDatabase();
    const address = `contact-${randomUUID()}@example.com`;
    const emails = [
      email('contact.ack', address),
      email('contact.firm', 'firm@example.com', {
        replyTo: address,
        headers: { 'X-Entity-Ref-ID': 'ref-1' },
      }),
    ];
    const leadId = randomUUID();
    const ids = await forms.submitContactMessage(
      {
        id: leadId,
        assignedTo: 'jorge-enrique-vargas-montoya',
        name: 'Ana Pérez',
        email: address,
        phone: '',
        topic: 'customs',
        message: 'Línea uno\nLínea dos',
        locale: 'en',
        privacyPolicyVersion: '2026-10-01',
      },
      emails,
    );
    expect(ids).toHaveLength(2);
    const rows = await db.query('select * from public.contact_messages where email = $1', [
      address,
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        id: leadId,
        assigned_to: 'jorge-enrique-vargas-montoya',
        status: 'new',
        name: 'Ana Pérez',
        phone: null,
        topic: 'customs',
        message: 'Línea uno\nLínea dos',
        locale: 'en',
        privacy_policy_version: '2026-10-01',
        consent_at: expect.any(Date),
      }),
    ]);
    expect(await outboxOf(db, ids)).toEqual([
      expect.objectContaining({
        kind: 'contact.ack',
        to_email: address,
        reply_to: null,
        subject: emails[0]!.subject,
        html: emails[0]!.html,
        text_body: emails[0]!.text,
        headers: {},
        status: 'pending',
      }),
      expect.objectContaining({
        kind: 'contact.firm',
        to_email: 'firm@example.com',
        reply_to: address,
        headers: { 'X-Entity-Ref-ID': 'ref-1' },
      }),
    ]);
  });

  it('stores a CV and its career application, and removes the CV on request', async () => {
    const { forms, db } = withDatabase();
    const address = `career-${randomUUID()}@example.com`;
    const file = `${randomUUID()}.pdf`;
    await forms.saveResume(file, pdf, 'application/pdf');
    expect(await db.resumeStored(file)).toBe(true);
    const ids = await forms.submitCareerApplication(
      {
        firstName: 'Luis',
        lastName: 'Gómez',
        email: address,
        phone: '+57 300 123 4567',
        profession: 'Abogado',
        practiceArea: 'tax',
        linkedinProfile: '',
        message: '',
        locale: 'es',
        resumePath: file,
        resumeOriginalName: 'hoja de vida.pdf',
        resumeType: 'pdf',
        resumeBytes: pdf.byteLength,
        privacyPolicyVersion: '2026-10-01',
      },
      [email('career.firm', 'firm@example.com', { replyTo: address })],
    );
    expect(ids).toHaveLength(1);
    const rows = await db.query('select * from public.career_applications where email = $1', [
      address,
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        first_name: 'Luis',
        last_name: 'Gómez',
        phone: '+57 300 123 4567',
        profession: 'Abogado',
        practice_area: 'tax',
        linkedin_profile: null,
        message: null,
        resume_path: file,
        resume_original_name: 'hoja de vida.pdf',
        resume_type: 'pdf',
        resume_bytes: pdf.byteLength,
        locale: 'es',
        privacy_policy_version: '2026-10-01',
        consent_at: expect.any(Date),
      }),
    ]);
    await forms.deleteResume(file);
    expect(await db.resumeStored(file)).toBe(false);
  });

  it('refuses a career application over the 4 MB CV limit, storing nothing', async () => {
    const { forms, db } = withDatabase();
    const address = `career-${randomUUID()}@example.com`;
    const application = {
      firstName: 'Luis',
      lastName: 'Gómez',
      email: address,
      phone: '',
      profession: 'Abogado',
      practiceArea: 'tax',
      linkedinProfile: '',
      message: '',
      locale: 'es' as const,
      resumePath: `${randomUUID()}.pdf`,
      resumeOriginalName: 'cv.pdf',
      resumeType: 'pdf' as const,
      privacyPolicyVersion: '2026-10-01',
    };
    await expect(
      forms.submitCareerApplication({ ...application, resumeBytes: 4 * 1024 * 1024 + 1 }, [
        email('career.ack', address),
      ]),
    ).rejects.toMatchObject({ code: '23514' });
    const stored = await db.query(
      `select 1 from public.career_applications where email = $1
       union all select 1 from public.outbox where to_email = $1`,
      [address],
    );
    expect(stored).toEqual([]);
  });

  it('subscribes with double opt-in: confirm once, then unsubscribe', async () => {
    const { forms, db } = withDatabase();
    const address = `news-${randomUUID()}@example.com`;
    const confirm = sha256(`confirm-${address}`);
    const unsubscribe = sha256(`unsubscribe-${address}`);
    const subscription = {
      email: address,
      locale: 'en' as const,
      confirmTokenHash: confirm,
      unsubscribeTokenHash: unsubscribe,
      confirmHours: 48,
      privacyPolicyVersion: '2026-10-01',
    };
    const first = await forms.subscribeNewsletter(subscription, [
      email('newsletter.confirm', address, {
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    ]);
    expect(first.status).toBe('pending');
    expect(first.outboxIds).toHaveLength(1);
    const [row] = await db.query<Record<string, unknown>>(
      `select locale, status, confirm_token_hash, unsubscribe_token_hash, privacy_policy_version,
              round(extract(epoch from confirm_expires_at - now()) / 3600)::int as hours
         from public.newsletter_subscribers where email = $1`,
      [address],
    );
    expect(row).toEqual({
      locale: 'en',
      status: 'pending',
      confirm_token_hash: confirm,
      unsubscribe_token_hash: unsubscribe,
      privacy_policy_version: '2026-10-01',
      hours: 48,
    });
    expect(await forms.confirmNewsletter(sha256('not the token'))).toBe(false);
    expect(await forms.confirmNewsletter(confirm)).toBe(true);
    expect(await forms.confirmNewsletter(confirm)).toBe(false);
    const again = await forms.subscribeNewsletter(
      { ...subscription, confirmTokenHash: sha256(`again-${address}`) },
      [email('newsletter.confirm', address)],
    );
    expect(again).toEqual({ status: 'confirmed', outboxIds: [] });
    expect(await forms.addressSuppressed(address)).toBe(false);
    expect(await forms.unsubscribeNewsletter(unsubscribe)).toBe(true);
    // Unsubscribed: the row is gone and the address is kept only as a suppressed HMAC.
    expect(
      await db.query('select 1 from public.newsletter_subscribers where email = $1', [address]),
    ).toEqual([]);
    expect(await forms.addressSuppressed(address)).toBe(true);
    expect(await forms.addressSuppressed(address.toUpperCase())).toBe(true);
    expect(await forms.unsubscribeNewsletter(unsubscribe)).toBe(true);
    expect(await forms.unsubscribeNewsletter(sha256('nobody'))).toBe(false);
    // Signing up again works; confirming it lifts the suppression.
    const renewed = sha256(`renewed-${address}`);
    const back = await forms.subscribeNewsletter(
      { ...subscription, confirmTokenHash: renewed, unsubscribeTokenHash: sha256(`u2-${address}`) },
      [email('newsletter.confirm', address)],
    );
    expect(back.status).toBe('pending');
    expect(await forms.addressSuppressed(address)).toBe(true);
    expect(await forms.confirmNewsletter(renewed)).toBe(true);
    expect(await forms.addressSuppressed(address)).toBe(false);
  });

  it('queues e-mails of no submission (a password reset) and claims them like any other', async () => {
    const { forms, db } = withDatabase();
    const address = `reset-${randomUUID()}@example.com`;
    const ids = await forms.enqueueEmails([email('auth.reset', address)]);
    expect(ids).toHaveLength(1);
    expect(await outboxOf(db, ids)).toEqual([
      expect.objectContaining({ kind: 'auth.reset', to_email: address, status: 'pending' }),
    ]);
    expect(await forms.claimOutbox(10, ids)).toEqual([
      expect.objectContaining({ ...email('auth.reset', address), id: ids[0], attempts: 1 }),
    ]);
  });

  it('counts rate-limit hits per bucket and key', async () => {
    const { forms } = withDatabase();
    const key = sha256(randomUUID());
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await forms.hitRateLimit('contract', key, 2, 3600));
    expect(hits).toEqual([true, true, false]);
    expect(await forms.hitRateLimit('contract', sha256(randomUUID()), 2, 3600)).toBe(true);
    expect(await forms.hitRateLimit('contract-other', key, 2, 3600)).toBe(true);
  });

  it('claims due e-mails once, then marks them sent or puts them back for later', async () => {
    const { forms, db } = withDatabase();
    const address = `outbox-${randomUUID()}@example.com`;
    const ids = await forms.submitContactMessage(
      {
        id: randomUUID(),
        assignedTo: null,
        name: 'Ana',
        email: address,
        phone: '',
        topic: '',
        message: 'Hola',
        locale: 'es',
        privacyPolicyVersion: '2026-10-01',
      },
      [
        email('contact.ack', address),
        email('contact.firm', 'firm@example.com', { replyTo: address, headers: { 'X-A': 'b' } }),
      ],
    );
    const claimed = await forms.claimOutbox(10, ids);
    expect(claimed.map((e) => e.kind).sort()).toEqual(['contact.ack', 'contact.firm']);
    const firm = claimed.find((e) => e.kind === 'contact.firm')!;
    expect(firm).toEqual({
      ...email('contact.firm', 'firm@example.com', { replyTo: address, headers: { 'X-A': 'b' } }),
      id: firm.id,
      attempts: 1,
    });
    const ack = claimed.find((e) => e.kind === 'contact.ack')!;
    expect('replyTo' in ack).toBe(false);
    expect(await forms.claimOutbox(10, ids)).toEqual([]);

    await forms.completeOutbox(firm.id, 'test', 'msg-1');
    await forms.failOutbox(ack.id, 'provider down');
    expect(await outboxOf(db, ids)).toEqual([
      expect.objectContaining({
        kind: 'contact.ack',
        status: 'pending',
        attempts: 1,
        last_error: 'provider down',
        locked_until: null,
        later: true,
      }),
      expect.objectContaining({
        kind: 'contact.firm',
        status: 'sent',
        transport: 'test',
        provider_message_id: 'msg-1',
        locked_until: null,
      }),
    ]);
  });
}

/** A publication draft with slugs no other test uses. */
function entryDraft(stem: string): EntryDraft {
  return {
    kind: 'publication',
    categoryId: 'tax',
    authorId: '',
    status: 'published',
    publishedAt: '2026-02-02T09:00',
    titleEs: `Contrato ${stem}`,
    slugEs: `contrato-${stem}`,
    summaryEs: 'Resumen.',
    bodyEs: '<p>Texto</p>',
    seoTitleEs: 'Título para buscadores',
    seoDescriptionEs: '',
    titleEn: `Contract ${stem}`,
    slugEn: `contract-${stem}`,
    summaryEn: 'Summary.',
    bodyEn: '<p>Text</p>',
    seoTitleEn: '',
    seoDescriptionEn: 'Description for search engines',
  };
}

/** The editor's values for `draft`: a new entry, or `stored` at its version. */
const values = (draft: EntryDraft, stored?: { id: string; version: number }) =>
  formValuesFrom(draft, stored);

function savedEntry(outcome: SaveOutcome): SavedEntry {
  if (outcome.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(outcome)}`);
  return outcome.entry;
}

/**
 * The admin's reads and writes, as the signed-in admin through each adapter (the embedded store
 * with the admin's claims, supabase-js with the admin's token): the same outcomes, refusals and
 * errors from the same SQL functions.
 */
function adminContract(
  context: () => { backend: Backend; database: ContractDatabase | undefined },
) {
  const setup = async () => {
    const { backend, database } = context();
    if (!database) throw new Error('this part of the contract needs the database');
    const rows = await database.query<{ id: string }>(
      'insert into auth.users (email) values ($1) returning id',
      [`editor-${randomUUID()}@example.com`],
    );
    const id = rows[0]!.id;
    await database.query("insert into public.staff_profiles (user_id, role) values ($1, 'admin')", [
      id,
    ]);
    return { backend, db: database, signIn: () => database.signIn(id) };
  };

  it('refuses the admin functions to a visitor and to a signed-in account without a role (42501)', async () => {
    const { backend, db } = await setup();
    await expect(backend.adminContent({ kind: 'anonymous' }).dashboard()).rejects.toMatchObject({
      code: '42501',
    });
    const rows = await db.query<{ id: string }>(
      'insert into auth.users (email) values ($1) returning id',
      [`member-${randomUUID()}@example.com`],
    );
    const member = backend.adminContent(await db.signIn(rows[0]!.id));
    await expect(member.dashboard()).rejects.toMatchObject({ code: '42501' });
    // A save's refusal for the caller's role is an outcome the editor words, not an error.
    expect(await member.saveEntry(values(entryDraft(randomUUID())))).toEqual({
      status: 'forbidden',
    });
  });

  it('saves, renames, refuses stale and taken saves, and deletes an entry', async () => {
    const { backend, signIn } = await setup();
    const admin = backend.adminContent(await signIn());
    const stem = randomUUID().slice(0, 8);
    const input = entryDraft(stem);
    const created = savedEntry(await admin.saveEntry(values(input)));
    expect(created).toMatchObject({
      version: 1,
      slugs: { es: input.slugEs, en: input.slugEn },
      oldSlugs: { es: null, en: null },
    });
    expect(await backend.getEntry('es', input.slugEs)).toMatchObject({
      id: created.id,
      seoTitle: 'Título para buscadores',
      seoDescription: null,
    });
    expect(await backend.getEntry('en', input.slugEn)).toMatchObject({
      seoTitle: null,
      seoDescription: 'Description for search engines',
    });
    expect(await admin.getEntry(created.id)).toMatchObject({
      ...input,
      id: created.id,
      version: 1,
    });

    const renamed = entryDraft(`${stem}-nuevo`);
    const second = savedEntry(
      await admin.saveEntry(values(renamed, { id: created.id, version: 1 })),
    );
    expect(second).toMatchObject({
      version: 2,
      oldSlugs: { es: input.slugEs, en: input.slugEn },
    });
    expect(await backend.resolveEntrySlug('es', input.slugEs)).toBe(renamed.slugEs);
    expect(await backend.resolveEntrySlug('en', input.slugEn)).toBe(renamed.slugEn);

    expect(await admin.saveEntry(values(input, { id: created.id, version: 1 }))).toEqual({
      status: 'stale',
    });
    expect(await admin.saveEntry(values(entryDraft(`${stem}-nuevo`)))).toEqual({
      status: 'slugTaken',
      locale: 'es',
    });
    const other = entryDraft(`${stem}-otro`);
    expect(await admin.saveEntry(values({ ...other, slugEn: renamed.slugEn }))).toEqual({
      status: 'slugTaken',
      locale: 'en',
    });

    expect((await admin.listRevisions(created.id)).map((r) => r.version)).toEqual([2, 1]);
    expect((await admin.listEntries('publication', `Contrato ${stem}`)).map((r) => r.id)).toEqual([
      created.id,
    ]);
    const dashboard = await admin.dashboard();
    expect(dashboard.latest[0]?.id).toBe(created.id);
    expect(Object.keys(dashboard.counts).sort()).toEqual(['blog', 'bulletin', 'publication']);

    expect(await admin.deleteEntry(created.id, 1)).toEqual({ status: 'stale' });
    expect(await admin.deleteEntry(created.id, 2)).toEqual({
      status: 'deleted',
      kind: 'publication',
      slugs: { es: renamed.slugEs, en: renamed.slugEn },
    });
    expect(await backend.getEntry('es', renamed.slugEs)).toBeNull();
    expect(await backend.resolveEntrySlug('es', input.slugEs)).toBeNull();
    expect(await admin.getEntry(created.id)).toBeNull();
  });

  it('saves a bulletin with its items in order, one per month, items of the right kinds', async () => {
    const { backend, signIn } = await setup();
    const admin = backend.adminContent(await signIn());
    const stem = randomUUID().slice(0, 8);
    const items = [
      savedEntry(await admin.saveEntry(values(entryDraft(`${stem}-a`)))).id,
      savedEntry(await admin.saveEntry(values(entryDraft(`${stem}-b`)))).id,
    ];
    const bulletin = {
      issueMonth: '2033-04-01',
      status: 'draft' as const,
      publishedAt: null,
      es: { title: 'Boletín de abril', slug: `boletin-${stem}`, summary: 'Abril.' },
      en: null,
      pdfPaths: { es: null, en: null },
      itemIds: [items[1]!, items[0]!],
    };
    const created = savedEntry(await admin.saveBulletin(null, null, bulletin));
    expect(await admin.getEntry(created.id)).toMatchObject({
      kind: 'bulletin',
      issueMonth: '2033-04-01',
      itemIds: [items[1], items[0]],
      en: null,
    });
    expect(
      await admin.saveBulletin(null, null, {
        ...bulletin,
        es: { ...bulletin.es, slug: `b-${stem}` },
      }),
    ).toEqual({ status: 'monthTaken' });
    expect(
      await admin.saveBulletin(created.id, created.version, { ...bulletin, itemIds: [created.id] }),
    ).toEqual({ status: 'badItems' });
    // A draft bulletin is the admin's alone.
    expect(await backend.getEntry('es', bulletin.es.slug)).toBeNull();
  });

  it('adds and renames categories, and refuses a taken id', async () => {
    const { backend, signIn } = await setup();
    const admin = backend.adminContent(await signIn());
    const id = `cat-${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 10)}`;
    expect(await admin.saveCategory({ id, label: { es: 'Nueva', en: 'New' } }, true)).toBe('saved');
    expect(await admin.saveCategory({ id, label: { es: 'Otra', en: 'Other' } }, true)).toBe(
      'taken',
    );
    expect(
      await admin.saveCategory({ id, label: { es: 'Renombrada', en: 'Renamed' } }, false),
    ).toBe('saved');
    expect((await backend.listCategories()).find((c) => c.id === id)?.label).toEqual({
      es: 'Renombrada',
      en: 'Renamed',
    });
  });
}
