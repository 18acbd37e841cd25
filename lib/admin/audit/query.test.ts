import { auditQueryString, parseAuditQuery } from './query';

describe('the audit page’s query string', () => {
  const person = '6f1c1e4e-8d2a-4b8e-9c55-1f2a3b4c5d6e';

  it('is all events, page 1, when empty', () => {
    expect(parseAuditQuery({})).toEqual({
      params: { page: 1 },
      filters: { page: 1, pageSize: 50 },
      ignored: [],
    });
  });

  it('reads every filter, days in Bogotá time with the end day included', () => {
    const { filters, ignored } = parseAuditQuery({
      person,
      action: 'category.merge',
      from: '2026-11-01',
      to: '2026-11-26',
      target: 'entry:0b8a4e52-7a43-4f0e-8f4e-2b6f1d9c3a10',
      page: '3',
    });
    expect(ignored).toEqual([]);
    expect(filters).toEqual({
      page: 3,
      pageSize: 50,
      actorId: person,
      action: 'category.merge',
      from: new Date('2026-11-01T05:00:00Z'),
      to: new Date('2026-11-27T05:00:00Z'),
      target: { kind: 'entry', id: '0b8a4e52-7a43-4f0e-8f4e-2b6f1d9c3a10' },
    });
  });

  it.each([
    ['person', 'someone'],
    ['action', 'entry.vanish'],
    ['from', '2026-02-31'],
    ['to', '26/11/2026'],
    ['target', 'planet:earth'],
    ['target', 'entry:'],
    ['target', 'entry:a\u0000b'],
    ['page', '0'],
    ['page', '2.5'],
    ['page', '1e9'],
    ['page', 'last'],
  ])('ignores %s=%j and names it, keeping the rest', (name, value) => {
    const kept = name === 'action' ? { person } : { action: 'auth.sign_in' };
    const { params, ignored } = parseAuditQuery({ ...kept, [name]: value });
    expect(ignored).toEqual([name]);
    expect(params).toEqual({ page: 1, ...kept });
  });

  it('ignores an end before the start, and a repeated parameter past its first value', () => {
    const { params, ignored } = parseAuditQuery({
      from: '2026-11-20',
      to: '2026-11-01',
      action: ['auth.sign_out', 'auth.sign_in'],
    });
    expect(ignored).toEqual(['to']);
    expect(params).toEqual({ page: 1, from: '2026-11-20', action: 'auth.sign_out' });
  });

  it('writes links back: page 1 and unset values left out', () => {
    const { params } = parseAuditQuery({ action: 'auth.sign_in', target: 'category:tax' });
    expect(auditQueryString(params)).toBe('?action=auth.sign_in&target=category%3Atax');
    expect(auditQueryString(params, { page: 2 })).toBe(
      '?action=auth.sign_in&target=category%3Atax&page=2',
    );
    expect(auditQueryString({ page: 1 })).toBe('');
  });
});
