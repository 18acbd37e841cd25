import { randomUUID } from 'node:crypto';
import { formValuesFrom } from '@/lib/admin/entries/schema';
import type { Backend, Viewer } from '../types';

/** What this part needs of the contract's database access (ContractDatabase, contract.ts). */
type Database = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  signIn(userId: string): Promise<Viewer>;
};

/**
 * The review through each adapter (20261128000710_review.sql): an author sends a draft, an
 * editor returns it with a note, the author reads it and sends it again, the editor publishes it.
 */
export function reviewContract(
  context: () => { backend: Backend; database: Database | undefined },
) {
  it('sends a draft to review, returns it with a note, and publishes it as it was sent', async () => {
    const { backend, database: db } = context();
    if (!db) throw new Error('this part of the contract needs the database');
    const account = async (role: 'author' | 'editor') => {
      const email = `review-${role}-${randomUUID()}@example.com`;
      const [user] = await db.query<{ id: string }>(
        'insert into auth.users (email) values ($1) returning id',
        [email],
      );
      await db.query('insert into public.staff_profiles (user_id, role) values ($1, $2)', [
        user!.id,
        role,
      ]);
      // Signed in again before each call: the Supabase stand-in holds one session at a time.
      return { email, content: async () => backend.adminContent(await db.signIn(user!.id)) };
    };
    const author = await account('author');
    const editor = await account('editor');
    const stem = randomUUID().slice(0, 8);
    const saved = await (
      await author.content()
    ).saveEntry(
      formValuesFrom({
        kind: 'blog',
        categoryId: 'tax',
        authorId: '',
        status: 'draft',
        publishedAt: '',
        titleEs: `Revisión ${stem}`,
        slugEs: `revision-${stem}`,
        summaryEs: 'Resumen.',
        bodyEs: '<p>Texto</p>',
        seoTitleEs: '',
        seoDescriptionEs: '',
        titleEn: '',
        slugEn: '',
        summaryEn: '',
        bodyEn: '',
        seoTitleEn: '',
        seoDescriptionEn: '',
      }),
    );
    if (saved.status !== 'saved') throw new Error(`not saved: ${saved.status}`);
    const { id } = saved.entry;
    let v = 0;
    /** Reads the version first, then signs `who` in (one session at a time), with `v` set. */
    const as = async (who: 'author' | 'editor', version: number) => {
      v = version;
      return (who === 'author' ? author : editor).content();
    };
    const version = async () => (await (await author.content()).entryReview(id))!.version;

    const sent = await (await author.content()).requestReview(id, saved.entry.version);
    if (sent.status !== 'done') throw new Error(`not sent: ${sent.status}`);
    expect(sent.review).toMatchObject({ state: 'pending', requestedBy: author.email });
    expect(sent.recipients).toContainEqual({ email: editor.email, language: 'es' });
    expect(await (await as('author', await version())).approveReview(id, v)).toEqual({
      status: 'forbidden',
    });
    expect(await backend.adminContent({ kind: 'anonymous' }).requestReview(id, 1)).toEqual({
      status: 'forbidden',
    });
    expect(await (await editor.content()).pendingReviews()).toContainEqual({
      id,
      kind: 'blog',
      title: `Revisión ${stem}`,
      requestedAt: expect.any(String),
      requestedBy: author.email,
    });

    expect(await (await as('editor', await version())).returnReview(id, v, ' ')).toEqual({
      status: 'badNote',
    });
    expect(
      await (await as('editor', await version())).returnReview(id, v, 'Falta la fuente.'),
    ).toMatchObject({ status: 'done', review: { state: 'returned' } });
    expect(await (await author.content()).entryReview(id)).toMatchObject({
      state: 'returned',
      note: 'Falta la fuente.',
      returnedBy: editor.email,
    });
    expect(await (await as('author', await version())).requestReview(id, v)).toMatchObject({
      status: 'done',
      review: { state: 'pending', note: null },
    });
    expect(await (await as('editor', (await version()) - 1)).approveReview(id, v)).toEqual({
      status: 'stale',
    });
    expect(await (await as('editor', await version())).approveReview(id, v)).toMatchObject({
      status: 'done',
      review: { state: null },
      published: { kind: 'blog', slugs: { es: `revision-${stem}`, en: null } },
    });
    expect(await (await as('editor', await version())).approveReview(id, v)).toEqual({
      status: 'notPending',
    });
    expect(await backend.getEntry('es', `revision-${stem}`)).toMatchObject({
      title: `Revisión ${stem}`,
    });
    const actions = await db.query<{ action: string }>(
      `select action::text from public.audit_events where target_id = $1 order by id`,
      [id],
    );
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'entry.review_request',
        'entry.review_return',
        'entry.review_approve',
      ]),
    );
  });
}
