import {
  formatAdminDateTime,
  isFiltered,
  listQueryString,
  parseListParams,
  parseSearchQuery,
  rowLanguages,
  rowStatus,
  rowTitle,
} from './list';

describe('parseSearchQuery', () => {
  it('trims the query and takes an absent one as empty', () => {
    expect(parseSearchQuery('  reforma tributaria ')).toEqual({
      status: 'ok',
      query: 'reforma tributaria',
    });
    expect(parseSearchQuery(undefined)).toEqual({ status: 'ok', query: '' });
  });

  it('keeps pattern characters as text for the database to match literally', () => {
    expect(parseSearchQuery('100% _iva_')).toEqual({ status: 'ok', query: '100% _iva_' });
  });

  it('reads a repeated q by its first value', () => {
    expect(parseSearchQuery(['iva', 'renta'])).toEqual({ status: 'ok', query: 'iva' });
  });

  it('accepts 200 characters and refuses 201', () => {
    expect(parseSearchQuery('a'.repeat(200)).status).toBe('ok');
    const long = parseSearchQuery('a'.repeat(201));
    expect(long).toEqual({ status: 'invalid', error: 'queryTooLong', raw: 'a'.repeat(200) });
  });

  it('refuses control and bidirectional characters', () => {
    expect(parseSearchQuery('iva\u0000')).toMatchObject({
      status: 'invalid',
      error: 'queryInvalid',
    });
    expect(parseSearchQuery('iva\u202e')).toMatchObject({
      status: 'invalid',
      error: 'queryInvalid',
    });
  });
});

describe('rowStatus', () => {
  const at = '2030-01-15T14:00:00.000Z';
  it('reads drafts, published and scheduled entries', () => {
    expect(rowStatus({ status: 'draft', scheduled: false, publishedAt: at })).toEqual({
      status: 'draft',
    });
    expect(rowStatus({ status: 'published', scheduled: false, publishedAt: at })).toEqual({
      status: 'published',
    });
    expect(rowStatus({ status: 'published', scheduled: true, publishedAt: at })).toEqual({
      status: 'scheduled',
      at,
    });
  });

  it('never calls a draft scheduled, whatever its date', () => {
    expect(rowStatus({ status: 'draft', scheduled: true, publishedAt: at }).status).toBe('draft');
  });
});

describe('rowLanguages and rowTitle', () => {
  const both = { titleEs: 'Reforma', titleEn: 'Reform' };
  const spanish = { titleEs: 'Reforma', titleEn: null };
  it('lists English only when there is a translation', () => {
    expect(rowLanguages(both)).toEqual(['es', 'en']);
    expect(rowLanguages(spanish)).toEqual(['es']);
  });
  it('shows the admin’s language, else Spanish', () => {
    expect(rowTitle(both, 'en')).toBe('Reform');
    expect(rowTitle(both, 'es')).toBe('Reforma');
    expect(rowTitle(spanish, 'en')).toBe('Reforma');
  });
});

describe('formatAdminDateTime', () => {
  // 03:30 UTC is still the previous evening in Bogotá (UTC−5, no daylight saving).
  const iso = '2026-03-02T03:30:00.000Z';
  it('shows Bogotá’s date and time in Spanish', () => {
    const text = formatAdminDateTime(iso, 'es');
    expect(text).toMatch(/1 de mar de 2026/);
    expect(text).toMatch(/10:30/);
    expect(text).toMatch(/p\.\s?m\./);
  });
  it('shows Bogotá’s date and time in English', () => {
    const text = formatAdminDateTime(iso, 'en');
    expect(text).toMatch(/Mar 1, 2026/);
    expect(text).toMatch(/10:30\sPM/);
  });
});

describe('parseListParams', () => {
  it('reads the filters and the order of a list’s URL', () => {
    expect(
      parseListParams({
        status: 'scheduled',
        category: 'tax',
        author: 'jorge-enrique-vargas-montoya',
        untranslated: '1',
        sort: 'oldest',
        q: 'iva',
      }),
    ).toEqual({
      status: 'scheduled',
      categoryId: 'tax',
      authorId: 'jorge-enrique-vargas-montoya',
      untranslated: true,
      sort: 'oldest',
    });
    expect(parseListParams({})).toEqual({
      status: undefined,
      categoryId: undefined,
      authorId: undefined,
      untranslated: false,
      sort: undefined,
    });
  });

  it('ignores a bad value, each on its own, and never throws', () => {
    expect(
      parseListParams({
        status: 'deleted',
        category: "tax' or 1=1",
        author: 'A'.repeat(200),
        untranslated: 'yes',
        sort: 'title',
      }),
    ).toEqual({
      status: undefined,
      categoryId: undefined,
      authorId: undefined,
      untranslated: false,
      sort: undefined,
    });
    expect(parseListParams({ status: 'draft', sort: '\u0000newest' })).toMatchObject({
      status: 'draft',
      sort: undefined,
    });
  });

  it('takes a repeated parameter by its first value', () => {
    expect(
      parseListParams({ status: ['draft', 'published'], sort: ['newest', 'oldest'] }),
    ).toMatchObject({ status: 'draft', sort: 'newest' });
  });

  it('writes the same filters back as a shareable query string', () => {
    const params = parseListParams({ status: 'draft', untranslated: '1', category: 'labor' });
    expect(listQueryString({ ...params, q: 'renta 2026' })).toBe(
      '?q=renta+2026&status=draft&category=labor&untranslated=1',
    );
    expect(
      parseListParams(Object.fromEntries(new URLSearchParams(listQueryString(params)))),
    ).toEqual(params);
    expect(listQueryString(parseListParams({}))).toBe('');
    expect(isFiltered(params)).toBe(true);
    expect(isFiltered(parseListParams({ sort: 'oldest' }))).toBe(false);
  });
});
