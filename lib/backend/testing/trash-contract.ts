import { randomUUID } from 'node:crypto';
import { formValuesFrom } from '@/lib/admin/entries/schema';
import type { Backend, Viewer } from '../types';

/** What this part needs of the contract's database access (ContractDatabase, contract.ts). */
type Database = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  signIn(userId: string): Promise<Viewer>;
};

/**
 * The trash through each adapter, as the signed-in admin, a visitor and the server's own
 * authority: the same outcomes from the same SQL functions (20261128000400_trash.sql).
 */
export function trashContract(context: () => { backend: Backend; database: Database | undefined }) {
  it('moves a deleted entry to the trash, says its page was removed, restores it, and purges it after 30 days', async () => {
    const { backend, database: db } = context();
    if (!db) throw new Error('this part of the contract needs the database');
    const email = `trash-${randomUUID()}@example.com`;
    const [user] = await db.query<{ id: string }>(
      'insert into auth.users (email) values ($1) returning id',
      [email],
    );
    await db.query("insert into public.staff_profiles (user_id, role) values ($1, 'admin')", [
      user!.id,
    ]);
    const admin = backend.adminContent(await db.signIn(user!.id));
    const stem = randomUUID().slice(0, 8);
    const slugs = { es: `papelera-${stem}`, en: `trash-${stem}` };
    const outcome = await admin.saveEntry(
      formValuesFrom({
        kind: 'publication',
        categoryId: 'tax',
        authorId: '',
        status: 'published',
        publishedAt: '2026-02-02T09:00',
        titleEs: `Papelera ${stem}`,
        slugEs: slugs.es,
        summaryEs: 'Resumen.',
        bodyEs: '<p>Texto</p>',
        seoTitleEs: '',
        seoDescriptionEs: '',
        titleEn: `Trash ${stem}`,
        slugEn: slugs.en,
        summaryEn: 'Summary.',
        bodyEn: '<p>Text</p>',
        seoTitleEn: '',
        seoDescriptionEn: '',
      }),
    );
    if (outcome.status !== 'saved') throw new Error(`not saved: ${outcome.status}`);
    const { id, version } = outcome.entry;

    expect(await admin.deleteEntry(id, version)).toEqual({
      status: 'deleted',
      kind: 'publication',
      slugs,
    });
    expect(await backend.getEntry('es', slugs.es)).toBeNull();
    expect(await backend.isEntrySlugRemoved('es', slugs.es)).toBe(true);
    expect(await backend.isEntrySlugRemoved('en', slugs.en)).toBe(true);
    expect(await backend.isEntrySlugRemoved('es', `nunca-${stem}`)).toBe(false);
    expect((await admin.listTrash()).find((row) => row.id === id)).toEqual({
      id,
      kind: 'publication',
      titleEs: `Papelera ${stem}`,
      titleEn: `Trash ${stem}`,
      deletedAt: expect.any(String),
      deletedBy: email,
      daysLeft: 30,
    });
    await expect(backend.adminContent({ kind: 'anonymous' }).listTrash()).rejects.toMatchObject({
      code: '42501',
    });

    expect(await admin.restoreEntry(id)).toEqual({
      status: 'restored',
      id,
      kind: 'publication',
      slugs,
    });
    expect((await backend.getEntry('en', slugs.en))?.id).toBe(id);
    expect(await backend.isEntrySlugRemoved('es', slugs.es)).toBe(false);
    expect(await admin.restoreEntry(id)).toEqual({ status: 'notInTrash' });

    expect(await admin.deleteEntry(id, version)).toMatchObject({ status: 'deleted' });
    await db.query(
      `update public.entries set deleted_at = now() - interval '31 days' where id = $1`,
      [id],
    );
    const purged = await backend.maintenance.purgeTrash();
    expect(purged.find((row) => row.id === id)).toEqual({
      id,
      kind: 'publication',
      slugs,
      deletedAt: expect.any(String),
    });
    expect(await db.query('select 1 from public.entries where id = $1', [id])).toEqual([]);
    expect(await backend.isEntrySlugRemoved('es', slugs.es)).toBe(false);
  });
}
