import { createUser, startSession } from '../testing/fixtures';
import type { AdminContent } from '../types';
import { draft, fresh, useEditorsFixture, values } from './fixture';

// Who may call the admin functions: require_admin() inside each, and the grants on them (the
// shared setup is in fixture.ts).

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('who may call what', () => {
    const adminCalls: Array<[string, (content: AdminContent) => Promise<unknown>]> = [
      ['admin_dashboard', (c) => c.dashboard()],
      ['admin_list_entries', (c) => c.listEntries('publication', '')],
      ['admin_list_bulletin_items', (c) => c.listBulletinItems('', '2031-01-01')],
      ['admin_get_entry', (c) => c.getEntry('00000000-0000-4000-8000-000000000000')],
      ['admin_save_entry', (c) => c.saveEntry(values(draft()))],
      [
        'admin_save_bulletin',
        (c) =>
          c.saveBulletin(null, null, {
            issueMonth: '2031-01-01',
            status: 'draft',
            publishedAt: null,
            es: { title: 'Boletín', slug: fresh('boletin'), summary: 'Resumen' },
            en: null,
            pdfPaths: { es: null, en: null },
            itemIds: [],
          }),
      ],
      ['admin_delete_entry', (c) => c.deleteEntry('00000000-0000-4000-8000-000000000000', 1)],
      ['admin_list_revisions', (c) => c.listRevisions('00000000-0000-4000-8000-000000000000')],
      [
        'admin_save_category',
        (c) => c.saveCategory({ id: 'nueva', label: { es: 'Nueva', en: 'New' } }, true),
      ],
    ];

    for (const [fn, call] of adminCalls) {
      it(`refuses ${fn} to visitors and to signed-in non-admins with 42501`, async () => {
        for (const who of ['anon', 'member'] as const) {
          const answer = call(fx.backend.adminContent(fx.viewers[who]));
          // A save words the role's refusal as its own outcome; the others throw it as it came.
          if (fn.startsWith('admin_save_') && fn !== 'admin_save_category')
            expect(await answer).toEqual({ status: 'forbidden' });
          else await expect(answer).rejects.toMatchObject({ code: '42501' });
        }
      });
    }

    it('refuses a signed-in non-admin with 42501 from the function itself, not only from RLS', async () => {
      await expect(fx.run('member', 'select public.admin_dashboard()')).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('entries.draft is not allowed'),
      });
      // A visitor is not even allowed to call it.
      await expect(fx.run('anon', 'select public.admin_dashboard()')).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('permission denied for function'),
      });
    });

    it('refuses an admin whose session has ended', async () => {
      const id = await createUser(fx.store, `gone-${Date.now()}@example.com`, { admin: true });
      const session = await startSession(fx.store, id);
      const content = fx.backend.adminContent({
        kind: 'user',
        id,
        claims: { session_id: session },
      });
      expect((await content.dashboard()).counts.publication.published).toBeGreaterThan(0);
      await fx.owner('delete from auth.sessions where id = $1', [session]);
      await expect(content.dashboard()).rejects.toMatchObject({ code: '42501' });
    });
  });
});
