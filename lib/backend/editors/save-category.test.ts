import { useEditorsFixture } from './fixture';

// admin_save_category. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('categories', () => {
    it('adds a category, refuses its id again, and renames it in both languages', async () => {
      const category = { id: 'energia', label: { es: 'Energía', en: 'Energy' } };
      expect(await fx.admin.saveCategory(category, true)).toBe('saved');
      expect(
        await fx.admin.saveCategory({ ...category, label: { es: 'Otra', en: 'Other' } }, true),
      ).toBe('taken');
      expect(
        await fx.admin.saveCategory(
          { ...category, label: { es: 'Minas y energía', en: 'Mining and energy' } },
          false,
        ),
      ).toBe('saved');
      const listed = (await fx.backend.listCategories()).find((c) => c.id === 'energia');
      expect(listed).toEqual({
        id: 'energia',
        label: { es: 'Minas y energía', en: 'Mining and energy' },
      });
      // New categories come last.
      expect((await fx.backend.listCategories()).at(-1)?.id).toBe('energia');
      await expect(
        fx.admin.saveCategory({ id: 'no-existe', label: { es: 'X', en: 'X' } }, false),
      ).rejects.toMatchObject({ code: 'P0002' });
    });
  });
});
