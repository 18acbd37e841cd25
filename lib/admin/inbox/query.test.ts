import { inboxQueryString, parseInboxQuery } from './query';

describe('the inbox’s query string', () => {
  it('turns each parameter into a filter, the end day included', () => {
    const { filters, ignored } = parseInboxQuery({
      q: ' José ',
      kind: 'lead',
      status: 'contacted',
      topic: 'tax',
      lawyer: 'jorge-enrique-vargas-montoya',
      language: 'en',
      from: '2026-11-01',
      to: '2026-11-02',
      spam: '1',
      page: '2',
    });
    expect(ignored).toEqual([]);
    expect(filters).toEqual({
      page: 2,
      pageSize: 50,
      query: 'José',
      kind: 'lead',
      status: 'contacted',
      topic: 'tax',
      assignedTo: 'jorge-enrique-vargas-montoya',
      locale: 'en',
      from: new Date('2026-11-01T05:00:00.000Z'),
      to: new Date('2026-11-03T05:00:00.000Z'),
      spam: true,
    });
  });

  it('ignores and names what does not parse, and keeps the rest', () => {
    const { params, filters, ignored } = parseInboxQuery({
      kind: 'newsletter',
      status: 'won',
      lawyer: 'nadie',
      from: '2026-11-05',
      to: '2026-11-01',
      q: 'a\u0000b',
      page: '0',
      spam: 'yes',
      language: 'es',
    });
    expect(ignored.sort()).toEqual(['kind', 'lawyer', 'page', 'q', 'spam', 'status', 'to']);
    expect(params).toEqual({ page: 1, from: '2026-11-05', language: 'es' });
    expect(filters).toMatchObject({ locale: 'es', page: 1 });
    expect(filters).not.toHaveProperty('spam');
  });

  it('writes a link back with the page changed', () => {
    expect(inboxQueryString({ page: 1, q: 'peña', kind: 'lead' }, { page: 3 })).toBe(
      '?q=pe%C3%B1a&kind=lead&page=3',
    );
    expect(inboxQueryString({ page: 2 }, { page: 1 })).toBe('');
  });
});
