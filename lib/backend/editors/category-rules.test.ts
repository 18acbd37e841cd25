import { draft, saved, useEditorsFixture, values } from './fixture';

// The categories' rules in SQL (20261127000300_category_rules.sql): names unique per language
// whatever their case, accents and spacing; an unused category deleted, a used one kept with its
// entries listed; a merge that moves the entries and redirects the old identifier. Checked through
// the seam as the signed-in admin, and in SQL as the API's role (not a superuser: RLS applies).

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );
const newId = () => `cat-${letters(12)}`;

describe('the categories’ rules', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  const add = (id: string, es: string, en: string) =>
    fx.admin.saveCategory({ id, label: { es, en } }, true);

  it('refuses a name another category has in the same language, ignoring case and accents', async () => {
    const word = letters(8);
    const id = newId();
    expect(await add(id, `Protección ${word}`, `Data ${word}`)).toBe('saved');
    expect(await add(newId(), `  PROTECCION   ${word.toUpperCase()} `, `Other ${word}`)).toBe(
      'nameTakenEs',
    );
    expect(await add(newId(), `Otra ${word}`, `DATA ${word}`)).toBe('nameTakenEn');
    expect(await add(newId(), `Protéccíón ${word}`, `Dâtä ${word}`)).toBe('nameTakenEs');
    // The same name in the other language is another language's business.
    expect(await add(newId(), `Data ${word}`, `Protección ${word}`)).toBe('saved');
    // Renaming into another category's name is refused too; renaming to itself is not.
    const other = newId();
    expect(await add(other, `Segunda ${word}`, `Second ${word}`)).toBe('saved');
    expect(
      await fx.admin.saveCategory(
        { id: other, label: { es: `proteccion ${word}`, en: `Second ${word}` } },
        false,
      ),
    ).toBe('nameTakenEs');
    expect(
      await fx.admin.saveCategory(
        { id, label: { es: `PROTECCIÓN ${word}`, en: `Data ${word}` } },
        false,
      ),
    ).toBe('saved');
    // The identifier's own refusal is still told apart.
    expect(await add(id, `Nueva ${word}`, `New ${word}`)).toBe('taken');
  });

  it('holds in SQL for the API role itself, not only through the function', async () => {
    const word = letters(8);
    await expect(
      fx.run(
        'admin',
        `insert into public.categories (id, label_es, label_en) values ($1, $2, $3), ($4, $5, $6)`,
        [newId(), `Niñez ${word}`, `Kids ${word}`, newId(), `ninez ${word}`, `Children ${word}`],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'categories_label_es_key' });
    expect(
      await fx.run('anon', `select public.category_name_key($1) as key`, [' Àéîõü  ÑÇ  Ÿ ']),
    ).toEqual([{ key: 'aeiou nc y' }]);
  });

  it('deletes an unused category, and keeps a used one, listing its entries', async () => {
    const unused = newId();
    await add(unused, `Sin uso ${letters(6)}`, `Unused ${letters(6)}`);
    expect(await fx.admin.deleteCategory(unused)).toEqual({ status: 'deleted' });
    expect((await fx.backend.listCategories()).some((c) => c.id === unused)).toBe(false);

    const used = newId();
    await add(used, `En uso ${letters(6)}`, `Used ${letters(6)}`);
    const first = saved(await fx.admin.saveEntry(values(draft({ categoryId: used }))));
    const second = saved(
      await fx.admin.saveEntry(values(draft({ categoryId: used, kind: 'blog', status: 'draft' }))),
    );
    const refused = await fx.admin.deleteCategory(used);
    expect(refused.status).toBe('inUse');
    if (refused.status !== 'inUse') return;
    expect(refused.entries.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(refused.entries[0]).toMatchObject({
      kind: 'blog',
      title: expect.stringMatching(/^Título/),
    });
    expect((await fx.backend.listCategories()).some((c) => c.id === used)).toBe(true);
    await expect(fx.admin.deleteCategory('no-existe')).rejects.toMatchObject({ code: 'P0002' });
  });

  it('merges one category into another: entries move, the old identifier redirects', async () => {
    const [source, target, older] = [newId(), newId(), newId()];
    await add(source, `Origen ${letters(6)}`, `Source ${letters(6)}`);
    await add(target, `Destino ${letters(6)}`, `Target ${letters(6)}`);
    await add(older, `Anterior ${letters(6)}`, `Older ${letters(6)}`);
    const entry = saved(await fx.admin.saveEntry(values(draft({ categoryId: source }))));
    // `older` merged into `source` first: its redirect must follow `source` to `target`.
    expect(await fx.admin.mergeCategory(older, source)).toEqual({ status: 'merged', moved: 0 });
    expect(await fx.backend.resolveCategory(older)).toBe(source);

    expect(await fx.admin.mergeCategory(source, source)).toEqual({ status: 'same' });
    expect(await fx.admin.mergeCategory(source, target)).toEqual({ status: 'merged', moved: 1 });
    const moved = await fx.admin.getEntry(entry.id);
    expect(moved && 'categoryId' in moved ? moved.categoryId : null).toBe(target);
    // The editor that had the entry open is told it changed.
    expect(moved?.version).toBeGreaterThan(entry.version);
    expect((await fx.backend.listCategories()).some((c) => c.id === source)).toBe(false);
    expect(await fx.backend.resolveCategory(source)).toBe(target);
    expect(await fx.backend.resolveCategory(older)).toBe(target);
    expect(await fx.backend.resolveCategory(target)).toBeNull();
    // Visitors read the redirect as the API's anonymous role.
    expect(await fx.run('anon', `select public.resolve_category($1) as id`, [source])).toEqual([
      { id: target },
    ]);
    // A category added later under the old identifier wins over the redirect.
    expect(await add(source, `Nueva ${letters(6)}`, `New ${letters(6)}`)).toBe('saved');
    expect(await fx.backend.resolveCategory(source)).toBeNull();
    await expect(fx.admin.mergeCategory('no-existe', target)).rejects.toMatchObject({
      code: 'P0002',
    });
  });

  it('refuses deleting and merging to anyone but an admin', async () => {
    const id = newId();
    await add(id, `Protegida ${letters(6)}`, `Guarded ${letters(6)}`);
    for (const who of ['anon', 'member'] as const) {
      const content = fx.backend.adminContent(fx.viewers[who]);
      await expect(content.deleteCategory(id)).rejects.toMatchObject({ code: '42501' });
      await expect(content.mergeCategory(id, 'tax')).rejects.toMatchObject({ code: '42501' });
    }
    // The member's direct SQL changes nothing either: the policies are the last lock.
    await fx.run('member', `delete from public.categories where id = $1`, [id]);
    await expect(
      fx.run('member', `insert into public.category_redirects values ('member-made', 'tax')`),
    ).rejects.toMatchObject({ code: '42501' });
    expect((await fx.backend.listCategories()).some((c) => c.id === id)).toBe(true);
    expect(
      await fx.owner(
        `select count(*)::int as n from public.category_redirects where to_id = 'tax'`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});
