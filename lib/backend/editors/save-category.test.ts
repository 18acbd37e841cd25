import { openEditorsFixture, type EditorsFixture } from './fixture';

// admin_save_category. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  let store: EditorsFixture['store'];
  let backend: EditorsFixture['backend'];
  let admin: EditorsFixture['admin'];

  beforeAll(async () => {
    ({ store, backend, admin } = await openEditorsFixture());
  });
  afterAll(() => store.close());

  describe('categories', () => {
    it('adds a category, refuses its id again, and renames it in both languages', async () => {
      const category = { id: 'energia', label: { es: 'Energía', en: 'Energy' } };
      expect(await admin.saveCategory(category, true)).toBe('saved');
      expect(
        await admin.saveCategory({ ...category, label: { es: 'Otra', en: 'Other' } }, true),
      ).toBe('taken');
      expect(
        await admin.saveCategory(
          { ...category, label: { es: 'Minas y energía', en: 'Mining and energy' } },
          false,
        ),
      ).toBe('saved');
      const listed = (await backend.listCategories()).find((c) => c.id === 'energia');
      expect(listed).toEqual({
        id: 'energia',
        label: { es: 'Minas y energía', en: 'Mining and energy' },
      });
      // New categories come last.
      expect((await backend.listCategories()).at(-1)?.id).toBe('energia');
      await expect(
        admin.saveCategory({ id: 'no-existe', label: { es: 'X', en: 'X' } }, false),
      ).rejects.toMatchObject({ code: 'P0002' });
    });
  });
});
