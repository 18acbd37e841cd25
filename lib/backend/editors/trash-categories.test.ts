import { draft, saved, useEditorsFixture, values } from './fixture';

// Categories and the trash (20261128000420_trash_categories.sql): a trashed entry still holds its
// category, which the admin's category functions cannot see. See fixture.ts.

describe('the trash and categories', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  const category = async () => {
    const id = `t-${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 10)}`;
    expect(await fx.admin.saveCategory({ id, label: { es: id, en: id } }, true)).toBe('saved');
    return id;
  };
  const trashedIn = async (categoryId: string) => {
    const entry = saved(await fx.admin.saveEntry(values(draft({ categoryId }))));
    expect((await fx.admin.deleteEntry(entry.id, entry.version)).status).toBe('deleted');
    return entry;
  };
  const categoryOf = async (id: string) =>
    (
      await fx.owner<{ category_id: string }>(
        'select category_id from public.entries where id = $1',
        [id],
      )
    )[0]?.category_id;

  it('moves a trashed entry along with a merge, so that it comes back filed under the target', async () => {
    const [source, target] = [await category(), await category()];
    const entry = await trashedIn(source);
    expect(await fx.admin.mergeCategory(source, target)).toEqual({ status: 'merged', moved: 0 });
    expect(await categoryOf(entry.id)).toBe(target);
    expect((await fx.admin.restoreEntry(entry.id)).status).toBe('restored');
    expect(await fx.admin.getEntry(entry.id)).toMatchObject({ categoryId: target });
  });

  it('keeps a category that only trashed entries use, and says so', async () => {
    const id = await category();
    const entry = await trashedIn(id);
    expect(await fx.admin.deleteCategory(id)).toEqual({ status: 'inTrash' });
    expect(await categoryOf(entry.id)).toBe(id);
    expect((await fx.backend.listCategories()).map((c) => c.id)).toContain(id);
    // An unused category still goes.
    expect(await fx.admin.deleteCategory(await category())).toEqual({ status: 'deleted' });
  });
});
