import {
  hasFilters,
  maxQueryLength,
  parsePublicationsQuery,
  publicationsSearchParams,
  searchParamsFromSegments,
} from './query';

const known = ['tax', 'labor', 'customs'];

describe('parsePublicationsQuery', () => {
  it('reads a normal query', () => {
    expect(
      parsePublicationsQuery(
        { q: 'reforma laboral', category: 'labor', type: 'blog', page: '2' },
        known,
      ),
    ).toEqual({
      query: 'reforma laboral',
      categories: ['labor'],
      kinds: ['blog'],
      page: 2,
    });
  });

  it('defaults everything when nothing is given', () => {
    expect(parsePublicationsQuery({}, known)).toEqual({
      query: '',
      categories: [],
      kinds: [],
      page: 1,
    });
  });

  it('cuts an over-long search and removes control characters', () => {
    const parsed = parsePublicationsQuery({ q: `a\u0000b\nc${'x'.repeat(5000)}` }, known);
    expect(parsed.query.length).toBeLessThanOrEqual(maxQueryLength);
    expect(parsed.query.startsWith('a b c')).toBe(true);
    expect(parsed.query).not.toMatch(/[\u0000-\u001f]/);
  });

  it('drops unknown categories and types, and keeps one of repeated values', () => {
    expect(
      parsePublicationsQuery(
        { category: ['nope', 'tax', 'tax', 'labor'], type: ['evil', 'blog'] },
        known,
      ),
    ).toMatchObject({
      categories: ['tax'],
      kinds: [],
    });
    expect(parsePublicationsQuery({ category: "tax' or 1=1 --" }, known).categories).toEqual([]);
  });

  it.each(['-3', '0', '1e9', '99999999999999999999', 'abc', '2.5', ''])(
    'turns the page %p into 1',
    (page) => {
      expect(parsePublicationsQuery({ page }, known).page).toBe(1);
    },
  );

  it('keeps SQL and HTML fragments as plain text for the search', () => {
    expect(parsePublicationsQuery({ q: `'; drop table x; <script>` }, known).query).toBe(
      `'; drop table x; <script>`,
    );
  });
});

describe('publicationsSearchParams', () => {
  const query = { query: 'dian', categories: ['tax'], kinds: [], page: 3 } as const;

  it('writes only what differs from the defaults', () => {
    expect(publicationsSearchParams({ query: '', categories: [], kinds: [], page: 1 })).toBe('');
    expect(
      publicationsSearchParams({ ...query, categories: [...query.categories], kinds: [] }),
    ).toBe('?q=dian&category=tax&page=3');
  });

  it('applies overrides, e.g. another page', () => {
    expect(
      publicationsSearchParams({ ...query, categories: ['tax'], kinds: [] }, { page: 1 }),
    ).toBe('?q=dian&category=tax');
  });

  it('tells whether filters are applied', () => {
    expect(hasFilters({ query: '', categories: [], kinds: [], page: 4 })).toBe(false);
    expect(hasFilters({ query: '', categories: [], kinds: ['blog'], page: 1 })).toBe(true);
  });
});

describe('searchParamsFromSegments', () => {
  it('reads key/value pairs, percent-decoded', () => {
    expect(searchParamsFromSegments(['q', 'reforma%20laboral', 'page', '2'])).toEqual({
      q: 'reforma laboral',
      page: '2',
    });
  });

  it('drops unknown keys, repeated keys and a key without a value', () => {
    expect(searchParamsFromSegments(['x', '1', 'q', 'a', 'q', 'b', 'type'])).toEqual({ q: 'a' });
  });

  it('keeps a value that does not decode as it came', () => {
    expect(searchParamsFromSegments(['q', '100%'])).toEqual({ q: '100%' });
  });
});
