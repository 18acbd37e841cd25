import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/auth/permissions';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// The image library in the database: every new table and function as a visitor (anon), an author,
// an editor and an admin, never as a superuser. Editors and admins manage images, authors read
// them, visitors see nothing; a delete is refused while an entry's cover, body or revision names
// the image, and uploads, replacements and deletions are in the audit trail.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];
type Outcome = { rows: Record<string, unknown>[]; count: number } | { code: string };

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

const hex = (c: string) => c.repeat(64);
const file = (original = randomUUID(), name = hex('a')) =>
  JSON.stringify({
    sha256: hex('b'),
    original_name: 'foto.jpg',
    original_path: original,
    bytes: 1000,
    width: 640,
    height: 480,
    variants: [{ name: `${name}-640.webp`, format: 'webp', width: 640, height: 480, bytes: 10 }],
    placeholder: 'data:image/webp;base64,AAAA',
    had_location: true,
  });
const texts = JSON.stringify({ alt_es: 'Un faro', alt_en: 'A lighthouse', credit: 'Ana Ruiz' });

describe('images in the database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  const ids = {} as Record<StaffRole, string>;
  let image: string;

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
    image = (await attempt(
      'editor',
      `select public.admin_create_image('${file()}', '${texts}') as v`,
      true,
    ).then((outcome) => value(outcome))) as string;
  });
  afterAll(() => store.close());

  /** Runs `sql` as `caller`, after proving it is not a superuser, and rolls it back unless `keep`. */
  async function attempt(caller: Caller, sql: string, keep = false): Promise<Outcome> {
    try {
      return await store.asRole(claims[caller], async (tx) => {
        const { rows } = await tx.query<{ su: string }>(
          `select current_setting('is_superuser') as su`,
        );
        expect(rows[0]!.su).toBe('off');
        let outcome: Outcome;
        try {
          const result = await tx.query<Record<string, unknown>>(sql);
          outcome = { rows: result.rows, count: result.affectedRows ?? result.rows.length };
        } catch (error) {
          outcome = { code: String((error as { code?: unknown }).code) };
        }
        if (keep) return outcome;
        throw new Rollback(outcome);
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome;
      throw error;
    }
  }
  const refused = (outcome: Outcome) => 'code' in outcome && outcome.code === '42501';
  const value = (outcome: Outcome) => ('rows' in outcome ? outcome.rows[0]?.v : undefined);

  describe.each(callers)('as %s', (caller) => {
    const manages = caller === 'editor' || caller === 'admin';

    it('calls the image functions only as an editor or an admin', async () => {
      for (const sql of [
        `select public.admin_list_images('')`,
        `select public.admin_get_image('${image}')`,
        `select public.image_uses('${image}')`,
        `select public.admin_create_image('${file()}', '${texts}')`,
        `select public.admin_update_image('${image}', '${texts}')`,
        `select public.admin_replace_image_file('${image}', '${file()}')`,
        `select public.admin_delete_image('${randomUUID()}')`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, !manages]);
    });

    it('reads the table as staff, and writes it only as an editor or an admin', async () => {
      const seen = await attempt(caller, `select count(*)::int as v from public.images`);
      if (caller === 'anon') expect(refused(seen)).toBe(true);
      else expect(value(seen)).toBeGreaterThanOrEqual(1);
      const me = ids[caller as StaffRole] ?? ids.admin;
      const edited = await attempt(
        caller,
        `update public.images set alt_es = 'x', updated_by = '${me}' where id = '${image}'`,
      );
      if (caller === 'anon') expect(refused(edited)).toBe(true);
      else expect('count' in edited && edited.count).toBe(manages ? 1 : 0);
      const removed = await attempt(caller, `delete from public.images where id = '${image}'`);
      if (caller === 'anon') expect(refused(removed)).toBe(true);
      else expect('count' in removed && removed.count).toBe(manages ? 1 : 0);
      const added = await attempt(
        caller,
        `insert into public.images (sha256, original_name, original_path, bytes, width, height, variants, placeholder, alt_es, alt_en, created_by, updated_by)
         values ('${hex('c')}', 'x.png', '${randomUUID()}', 1, 1, 1, '[{}]', 'data:image/webp;base64,A', 'a', 'b', '${me}', '${me}')`,
      );
      if (manages) expect(added).toHaveProperty('count', 1);
      else expect('code' in added).toBe(true);
    });

    it('adds storage objects to the image buckets only as an editor or an admin', async () => {
      for (const bucket of ['image-originals', 'images']) {
        const sql = `insert into storage.objects (bucket_id, name) values ('${bucket}', '${randomUUID()}')`;
        const outcome = await attempt(caller, sql);
        expect([sql, outcome]).toEqual([
          sql,
          manages ? expect.objectContaining({ count: 1 }) : { code: '42501' },
        ]);
      }
    });
  });

  it('records the upload, keeps the texts and who, and lists the image by name or alt text', async () => {
    const audit = await store.db.query(
      `select 1 from public.audit_events where action = 'image.upload' and target_kind = 'image' and target_id = $1 and actor_id = $2`,
      [image, ids.editor],
    );
    expect(audit.rows).toHaveLength(1);
    for (const query of ['faro', 'LIGHTHOUSE', 'foto'])
      expect(
        value(await attempt('editor', `select public.admin_list_images('${query}') as v`)),
      ).toEqual([expect.objectContaining({ id: image, alt_en: 'A lighthouse', uses: [] })]);
    expect(value(await attempt('editor', `select public.admin_list_images('nada') as v`))).toEqual(
      [],
    );
    const listed = value(await attempt('editor', `select public.admin_list_images('') as v`));
    expect(JSON.stringify(listed)).not.toContain('original_path');
  });

  it('refuses a delete while an entry uses the image and names the uses', async () => {
    const entry = (
      await store.db.query<{ id: string; title_es: string }>(
        `select id, title_es from public.entries where kind = 'publication' limit 1`,
      )
    ).rows[0]!;
    const deleteIt = () =>
      attempt('editor', `select public.admin_delete_image('${image}') as v`).then(value);
    // As a cover (the foreign key), in a body, and in a trashed entry's body.
    for (const change of [
      `update public.entries set cover_image_id = '${image}' where id = '${entry.id}'`,
      `update public.entries set body_es = body_es || '<img data-image-id="${image}">' where id = '${entry.id}'`,
      `update public.entries set body_es = body_es || '<img data-image-id="${image}">', deleted_at = now() where id = '${entry.id}'`,
    ]) {
      await store.db.query('begin');
      await store.db.query(change);
      expect(await deleteIt()).toEqual({
        outcome: 'used',
        uses: [{ id: entry.id, kind: 'publication', title: entry.title_es }],
      });
      await store.db.query('rollback');
    }
    const kept = await store.db.query(`select 1 from public.images where id = $1`, [image]);
    expect(kept.rows).toHaveLength(1);
  });

  it('replaces the file under the same id and answers the files nothing names any more', async () => {
    const before = (
      await store.db.query<{ original_path: string }>(
        `select original_path from public.images where id = $1`,
        [image],
      )
    ).rows[0]!.original_path;
    const replaced = value(
      await attempt(
        'admin',
        `select public.admin_replace_image_file('${image}', '${file(randomUUID(), hex('d'))}') as v`,
        true,
      ),
    );
    expect(replaced).toEqual({ original_path: before, orphans: [`${hex('a')}-640.webp`] });
    const audit = await store.db.query(
      `select 1 from public.audit_events where action = 'image.replace' and target_id = $1 and actor_id = $2`,
      [image, ids.admin],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('deletes an unused image, records it, and keeps files another image shares', async () => {
    const twin = value(
      await attempt(
        'editor',
        `select public.admin_create_image('${file(randomUUID(), hex('d'))}', '${texts}') as v`,
        true,
      ),
    ) as string;
    const deleted = value(
      await attempt('editor', `select public.admin_delete_image('${image}') as v`, true),
    ) as { outcome: string; orphans: string[] };
    expect(deleted).toMatchObject({ outcome: 'deleted', orphans: [] });
    expect(
      value(await attempt('editor', `select public.admin_delete_image('${twin}') as v`, true)),
    ).toMatchObject({ outcome: 'deleted', orphans: [`${hex('d')}-640.webp`] });
    expect(
      value(await attempt('editor', `select public.admin_delete_image('${image}') as v`)),
    ).toEqual({ outcome: 'missing' });
    const audit = await store.db.query(
      `select 1 from public.audit_events where action = 'image.delete' and target_id = $1`,
      [image],
    );
    expect(audit.rows).toHaveLength(1);
  });
});
