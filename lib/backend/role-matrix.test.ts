import { randomUUID } from 'node:crypto';
import { roleMay, type Capability, type StaffRole } from '@/lib/auth/permissions';
import { classicPdf, onePage } from '@/lib/testing/pdf-fixtures';
import { embeddedBackend } from './embedded/adapter';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession, testUploadsDir } from './testing/fixtures';
import type { Viewer } from './types';

// The role matrix in the database: every staff SQL function and every staff table's row-level
// security, as a visitor (anon), an author, an editor and an admin, compared with the permission
// table of lib/auth/permissions.ts. PGlite connects as a superuser, who bypasses RLS: every
// statement runs as the API role, after proving it is not a superuser. Each attempt is rolled
// back, so one row's write never changes what the next one sees.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];

/** What an attempt came to: the rows it answered, or the error's code. */
type Outcome = { rows: Record<string, unknown>[]; count: number } | { code: string };

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

describe('the role matrix in the database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  const ids = {} as Record<StaffRole, string>;
  // Entries: the author's draft, the author's entry an editor published, and an editor's draft.
  let ownDraft: string;
  let ownPublished: string;
  let othersDraft: string;

  beforeAll(async () => {
    store = await openTestStore();
    for (const role of ['author', 'editor', 'admin'] as const) {
      ids[role] = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      claims[role] = {
        role: 'authenticated',
        sub: ids[role],
        session_id: await startSession(store, ids[role]),
      };
    }
    const entry = async (createdBy: string, status: 'draft' | 'published') =>
      (
        await store.db.query<{ id: string }>(
          `insert into public.entries (kind, status, published_at, category_id, slug_es, title_es, summary_es, created_by)
           values ('publication', $2::public.entry_status, case when $2::text = 'published' then now() end,
                   (select id from public.categories limit 1), $3, 'Matriz', 'Resumen.', $1)
           returning id`,
          [createdBy, status, `matriz-${randomUUID().slice(0, 8)}`],
        )
      ).rows[0]!.id;
    ownDraft = await entry(ids.author, 'draft');
    ownPublished = await entry(ids.author, 'published');
    othersDraft = await entry(ids.editor, 'draft');
    for (const id of [ownDraft, othersDraft])
      await store.db.query(
        `insert into public.entry_revisions (entry_id, version, snapshot) values ($1, 1, '{}')`,
        [id],
      );
    await store.db.query(
      `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
       values ('Visitante', 'visitante@example.com', 'Hola.', 'es', now(), 'v1')`,
    );
  });
  afterAll(() => store.close());

  /** Runs `sql` as `caller` and rolls it back. */
  async function attempt(caller: Caller, sql: string, params: unknown[] = []): Promise<Outcome> {
    try {
      await store.asRole(claims[caller], async (tx) => {
        const { rows } = await tx.query<{ su: string }>(
          `select current_setting('is_superuser') as su`,
        );
        expect(rows[0]!.su).toBe('off');
        let outcome: Outcome;
        try {
          const result = await tx.query<Record<string, unknown>>(sql, params);
          outcome = { rows: result.rows, count: result.affectedRows ?? result.rows.length };
        } catch (error) {
          outcome = { code: String((error as { code?: unknown }).code) };
        }
        throw new Rollback(outcome);
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome;
      throw error;
    }
    throw new Error('unreachable');
  }

  const refused = (outcome: Outcome) => 'code' in outcome && outcome.code === '42501';
  const allowed = (caller: Caller, action: Capability) =>
    caller !== 'anon' && roleMay(caller, action);
  const none = randomUUID();
  const nulls = (n: number) => Array.from({ length: n }, () => 'null').join(', ');

  // Each function with the action it asks, called so that, once past the check, it stops on its
  // own refusal (an unknown id, a stale version) or answers: only 42501 is the role's refusal.
  const functions: [sql: string, action: Capability][] = [
    ['select public.admin_dashboard()', 'entries.draft'],
    [`select public.admin_list_entries('publication')`, 'entries.draft'],
    [`select public.admin_get_entry('${none}')`, 'entries.draft'],
    [`select public.admin_list_revisions('${none}')`, 'entries.draft'],
    [
      `select public.admin_save_entry(null, null, 'publication', ${nulls(2)}, 'draft', ${nulls(13)})`,
      'entries.draft',
    ],
    [`select public.admin_delete_entry('${none}', 1)`, 'entries.delete'],
    [`select public.admin_save_bulletin('${none}', 1, ${nulls(12)})`, 'bulletins.edit'],
    [`select public.admin_list_bulletin_items('', null)`, 'bulletins.edit'],
    [`select public.admin_save_category('zz-nada', 'Nada', 'None', false)`, 'categories.edit'],
    [`select public.admin_delete_category('zz-nada')`, 'categories.edit'],
    [`select public.admin_merge_category('zz-nada', 'zz-nada')`, 'categories.edit'],
    ['select * from public.admin_users()', 'users.manage'],
    [`select public.set_staff_role('${none}', 'author')`, 'users.manage'],
    [`select public.require_permission('audit.read')`, 'audit.read'],
    [`select public.require_permission('personal.read')`, 'personal.read'],
    [`select public.require_permission('images.manage')`, 'images.manage'],
  ];

  describe.each(callers)('as %s', (caller) => {
    it.each(functions)('%s asks for %s', async (sql, action) => {
      expect(refused(await attempt(caller, sql))).toBe(!allowed(caller, action));
    });

    // Table writes: [what, sql, action]. A refused write is an error (42501) or touches no row.
    const writes: [string, string, Capability][] = [
      [
        'adds a category',
        `insert into public.categories (id, label_es, label_en, position) values ('zz-matriz', 'Zz', 'Zz', 99)`,
        'categories.edit',
      ],
      ['renames categories', `update public.categories set label_en = label_en`, 'categories.edit'],
      [
        'adds a category redirect',
        `insert into public.category_redirects (from_id, to_id) values ('zz-viejo', (select id from public.categories limit 1))`,
        'categories.edit',
      ],
      [
        'adds a bulletin item',
        `insert into public.bulletin_items (bulletin_id, entry_id, position)
         values ((select id from public.entries where kind = 'bulletin' limit 1),
                 (select id from public.entries where kind = 'publication' and status = 'published' limit 1), 99)`,
        'bulletins.edit',
      ],
      ['deletes an entry', `delete from public.entries where kind = 'blog'`, 'entries.delete'],
    ];
    it.each(writes)('%s only when the table says so', async (_what, sql, action) => {
      const outcome = await attempt(caller, sql);
      const wrote = !('code' in outcome) && outcome.count > 0;
      expect(wrote).toBe(allowed(caller, action));
    });

    it('stores a bulletin PDF through the embedded adapter only when it may edit bulletins', async () => {
      const backend = embeddedBackend(store, testUploadsDir());
      const viewer: Viewer =
        caller === 'anon'
          ? { kind: 'anonymous' }
          : { kind: 'user', id: ids[caller], claims: claims[caller] };
      const stored = backend
        .bulletinFiles(viewer)
        .save(classicPdf(onePage(`matriz ${caller}`)), 'es')
        .then(
          () => true,
          () => false,
        );
      expect(await stored).toBe(allowed(caller, 'bulletins.edit'));
    });

    it('reads every entry as an editor, only their own (and what visitors see) as an author', async () => {
      const seen = await attempt(caller, 'select id from public.entries');
      const visible = 'rows' in seen ? seen.rows.map((row) => row.id) : [];
      expect(visible.includes(ownDraft)).toBe(caller !== 'anon');
      expect(visible.includes(othersDraft)).toBe(allowed(caller, 'entries.publish'));
    });

    it('reads revisions of the entries it may edit only', async () => {
      const seen = await attempt(caller, 'select entry_id from public.entry_revisions');
      if (caller === 'anon') return expect(refused(seen)).toBe(true);
      const entries = 'rows' in seen ? seen.rows.map((row) => row.entry_id) : [];
      expect(entries.includes(ownDraft)).toBe(true);
      expect(entries.includes(othersDraft)).toBe(allowed(caller, 'entries.publish'));
    });

    it.each(['contact_messages', 'career_applications', 'newsletter_subscribers'])(
      'reads %s only with personal.read',
      async (table) => {
        const seen = await attempt(caller, `select count(*)::int as n from public.${table}`);
        if (caller === 'anon') return expect(refused(seen)).toBe(true);
        const total = (
          await store.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)
        ).rows[0]!.n;
        expect(seen).toMatchObject({
          rows: [{ n: allowed(caller, 'personal.read') ? total : 0 }],
        });
      },
    );

    it('lets only an account read its own profile, and an admin every one', async () => {
      const seen = await attempt(caller, 'select user_id from public.staff_profiles');
      if (caller === 'anon') return expect(refused(seen)).toBe(true);
      const users = 'rows' in seen ? seen.rows.map((row) => row.user_id) : [];
      expect(users.includes(ids.editor)).toBe(caller === 'editor' || caller === 'admin');
      expect(users.includes(ids[caller])).toBe(true);
    });
  });

  describe('an author’s own drafts and another’s', () => {
    const save = (id: string, status: string) =>
      `select public.admin_save_entry('${id}', (select version from public.entries where id = '${id}'),
         'publication', (select category_id from public.entries where id = '${id}'), null, '${status}', null,
         'Matriz', (select slug_es from public.entries where id = '${id}'), 'Resumen.', '<p>x</p>', ${nulls(8)})`;

    it('saves their own draft, as a draft only', async () => {
      expect(await attempt('author', save(ownDraft, 'draft'))).toHaveProperty('rows');
      expect(await attempt('author', save(ownDraft, 'published'))).toEqual({ code: '42501' });
    });

    it('never saves another’s draft, nor their own entry once published', async () => {
      expect(await attempt('author', save(othersDraft, 'draft'))).toEqual({ code: '42501' });
      expect(await attempt('author', save(ownPublished, 'draft'))).toEqual({ code: '42501' });
      const update = await attempt(
        'author',
        `update public.entries set title_es = 'Otro' where id in ('${othersDraft}', '${ownPublished}')`,
      );
      expect(update).toMatchObject({ count: 0 });
    });

    it('records who created a new draft, and it stays a draft they may edit', async () => {
      const created = await attempt(
        'author',
        `select public.admin_save_entry(null, null, 'publication', (select id from public.categories limit 1),
           null, 'draft', null, 'Nuevo', 'matriz-nuevo', 'Resumen.', '<p>x</p>', ${nulls(8)}) ->> 'id' as id`,
      );
      expect(created).toHaveProperty('rows');
      const direct = await attempt(
        'author',
        `insert into public.entries (kind, status, category_id, slug_es, title_es, summary_es, created_by)
         values ('publication', 'published', (select id from public.categories limit 1), 'matriz-x', 'X', 'Y.', '${ids.author}')`,
      );
      expect(refused(direct)).toBe(true);
    });

    it('reads, lists and sees the revisions of their own entries only; an editor all', async () => {
      const get = (caller: Caller, id: string) =>
        attempt(caller, `select public.admin_get_entry('${id}') is not null as found`);
      expect(await get('author', ownDraft)).toMatchObject({ rows: [{ found: true }] });
      expect(await get('author', othersDraft)).toMatchObject({ rows: [{ found: false }] });
      expect(await get('editor', ownDraft)).toMatchObject({ rows: [{ found: true }] });
      const listed = await attempt(
        'author',
        `select jsonb_path_query_array(public.admin_list_entries('publication'), '$[*].id') as ids`,
      );
      const listedIds = 'rows' in listed ? (listed.rows[0]!.ids as string[]) : [];
      expect(listedIds).toContain(ownDraft);
      expect(listedIds).not.toContain(othersDraft);
      expect(
        await attempt('author', `select public.record_entry_revision('${othersDraft}')`),
      ).toEqual({ code: '42501' });
    });
  });
});
