import { embeddedBackend } from './embedded/adapter';
import type { EmbeddedStore } from './embedded/store';
import { openTestStore, testUploadsDir } from './testing/fixtures';
import type { Backend, SearchInput } from './types';

const base: SearchInput = {
  locale: 'es',
  query: '',
  categories: [],
  kinds: [],
  page: 1,
  pageSize: 50,
};

describe('search_entries', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let backend: Backend;
  const search = (input: Partial<SearchInput>) => backend.searchEntries({ ...base, ...input });
  const titles = async (input: Partial<SearchInput>) =>
    (await search(input)).items.map((i) => i.title);

  beforeAll(async () => {
    store = await openTestStore();
    backend = embeddedBackend(store, testUploadsDir());
    // Fixtures with words the demo content does not use, so the expectations are exact.
    await store.db.exec(`
      insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, published_at) values
        ('publication', 'published', 'customs', 'zz-regimen-aduanero-quimera', 'zz-quimera-customs-regime',
         'Régimen aduanero de la quimera', 'The chimera customs regime',
         'Resumen de prueba sobre importación.', 'Test summary about imports.',
         '<p>El crédito fiscal de la quimera.</p>', '<p>The chimera tax credit.</p>', now() - interval '2 days'),
        ('blog', 'published', 'tax', 'zz-nota-sobre-impuestos', 'zz-note-on-taxes',
         'Nota breve sobre impuestos', 'A short note on taxes',
         'Resumen.', 'Summary.',
         '<p>Menciona de paso la quimera aduanera en el cuerpo.</p>', '<p>Mentions the chimera in passing.</p>', now() - interval '1 day'),
        ('publication', 'draft', 'customs', 'zz-quimera-borrador', null,
         'Quimera en borrador', null, 'No visible.', null, '<p>quimera</p>', null, null);
    `);
  });
  afterAll(() => store.close());

  it('ignores accents in the query and in the text', async () => {
    expect(await titles({ query: 'credito quimera' })).toEqual(['Régimen aduanero de la quimera']);
    expect(await titles({ query: 'RÉGIMEN QUIMERA' })).toEqual(['Régimen aduanero de la quimera']);
  });

  it('matches words by their stem and as prefixes ("aduana" finds "aduanero")', async () => {
    expect(await titles({ query: 'aduana quimera' })).toEqual(
      expect.arrayContaining(['Régimen aduanero de la quimera']),
    );
    expect(await titles({ query: 'quim' })).toContain('Régimen aduanero de la quimera');
  });

  it('searches the English text on English pages', async () => {
    expect(await titles({ locale: 'en', query: 'chimera credit' })).toEqual([
      'The chimera customs regime',
    ]);
    expect(await titles({ locale: 'en', query: 'quimera' })).toEqual([]);
  });

  it('ranks a title match above a mention in the body', async () => {
    const result = await titles({ query: 'quimera' });
    expect(result).toEqual(['Régimen aduanero de la quimera', 'Nota breve sobre impuestos']);
  });

  it('filters by category and by type, and counts each', async () => {
    const all = await search({ query: 'quimera' });
    expect(all.total).toBe(2);
    expect(all.byCategory).toEqual({ customs: 1, tax: 1 });
    expect(all.byKind).toEqual({ publication: 1, blog: 1 });
    expect(await titles({ query: 'quimera', categories: ['tax'] })).toEqual([
      'Nota breve sobre impuestos',
    ]);
    expect(await titles({ query: 'quimera', kinds: ['publication'] })).toEqual([
      'Régimen aduanero de la quimera',
    ]);
    const blogOnly = await search({ query: 'quimera', kinds: ['blog'] });
    expect(blogOnly.byCategory).toEqual({ tax: 1 });
    expect(blogOnly.byKind).toEqual({ publication: 1, blog: 1 });
  });

  it('never returns drafts', async () => {
    expect(await titles({ query: 'borrador' })).not.toContain('Quimera en borrador');
  });

  it('returns an empty page, not an error, when nothing matches', async () => {
    expect(await search({ query: 'xylofonista inexistente' })).toEqual({
      total: 0,
      byCategory: {},
      byKind: { publication: 0, blog: 0 },
      items: [],
    });
    expect((await search({ query: 'quimera', categories: ['no-such-category'] })).total).toBe(0);
  });

  it('treats a query of stop words or symbols as no query', async () => {
    const everything = (await search({})).total;
    expect((await search({ query: 'de la y' })).total).toBe(everything);
    expect((await search({ query: '%%% *** ---' })).total).toBe(everything);
  });

  it.each([
    `'; drop table public.entries; --`,
    `quimera' or '1'='1`,
    `<script>alert(1)</script> quimera`,
    `quimera & ! | ( ) : * \\ " '`,
    'quimera '.repeat(500),
    `𝔮𝔲𝔦𝔪𝔢𝔯𝔞 🙂 قانون 法律`,
  ])(
    'answers the hostile query #%# with a normal result and leaves the data alone',
    async (query) => {
      const result = await search({ query });
      expect(result.total).toBeGreaterThanOrEqual(0);
      expect(
        Number(
          (await store.db.query<{ n: number }>('select count(*)::int as n from public.entries'))
            .rows[0]!.n,
        ),
      ).toBeGreaterThan(20);
    },
  );

  it('clamps the page size and offset', async () => {
    expect((await search({ pageSize: 10_000 })).items.length).toBeLessThanOrEqual(50);
    expect((await search({ page: 1_000_000 })).items).toEqual([]);
  });
});
