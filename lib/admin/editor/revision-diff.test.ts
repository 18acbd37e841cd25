import { newEntryValues } from '@/lib/admin/entries/schema';
import type { BulletinDraft, EntryDraft } from '@/lib/admin/types';
import { bodyText, compareBulletins, compareDrafts } from './revision-diff';

const base: EntryDraft = {
  ...newEntryValues('publication', 'tributario'),
  publishedAt: '2026-11-23T10:00',
  titleEs: 'La UVT de 2027',
  slugEs: 'uvt-2027',
  summaryEs: 'Resumen',
  bodyEs: '<p>Valor de la UVT</p>',
};

describe('compareDrafts', () => {
  it('finds nothing between equal revisions', () => {
    expect(compareDrafts(base, structuredClone(base))).toEqual([]);
  });

  it('words what changed per field, the body as its text', () => {
    const after: EntryDraft = {
      ...base,
      status: 'published',
      titleEs: 'La nueva UVT de 2027',
      bodyEs: '<p>Valor de la <strong>nueva</strong> UVT</p>',
    };
    const changes = compareDrafts(base, after);
    expect(changes.map((c) => ('locale' in c ? `${c.field}.${c.locale}` : c.field))).toEqual([
      'status',
      'title.es',
      'body.es',
    ]);
    const title = changes.find((c) => c.field === 'title')!;
    expect(title.parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['nueva']);
    expect(title.parts.some((p) => p.removed)).toBe(false);
  });

  it('treats a bare markup change as no change to the body', () => {
    const after = { ...base, bodyEs: '<p>Valor de la <em>UVT</em></p>' };
    expect(compareDrafts(base, after)).toEqual([]);
  });

  it('shows an English version added as every English field added', () => {
    const after: EntryDraft = {
      ...base,
      titleEn: 'The 2027 UVT',
      slugEn: 'uvt-2027-en',
      summaryEn: 'Summary',
    };
    const fields = compareDrafts(base, after).map((c) => c.field);
    expect(fields).toEqual(['title', 'slug', 'summary']);
  });

  it('compares dates as the form shows them, in Bogotá time', () => {
    const after = { ...base, publishedAt: '2026-11-23T15:30' };
    const [change] = compareDrafts(base, after);
    expect(change?.parts).toEqual([
      { value: '2026-11-23 10:00', added: false, removed: true },
      { value: '2026-11-23 15:30', added: true, removed: false },
    ]);
  });
});

describe('bodyText', () => {
  it('reads blocks as lines, cells apart, entities decoded', () => {
    expect(
      bodyText('<h2>A &amp; B</h2><p>uno<br>dos</p><table><tr><th>x</th><td>1</td></tr></table>'),
    ).toBe('A & B\nuno\ndos\nx\t1');
  });
});

describe('compareBulletins', () => {
  const bulletin: BulletinDraft = {
    issueMonth: '2031-02-01',
    status: 'draft',
    publishedAt: null,
    es: { title: 'Boletín de febrero', slug: 'boletin-febrero', summary: 'Lo del mes.' },
    en: null,
    pdfPaths: { es: null, en: null },
    itemIds: ['a', 'b', 'c'],
  };
  const titles: Record<string, string> = { a: 'Primera', b: 'Segunda', c: 'Tercera', d: 'Cuarta' };
  const titleOf = (id: string) => titles[id] ?? id;

  it('finds nothing between equal revisions', () => {
    expect(compareBulletins(bulletin, structuredClone(bulletin), titleOf)).toEqual([]);
  });

  it('words the month, status, date, texts and the entries by their titles', () => {
    const after: BulletinDraft = {
      ...bulletin,
      issueMonth: '2031-03-01',
      status: 'published',
      publishedAt: '2031-03-01T13:30:00Z',
      es: { ...bulletin.es, summary: 'Lo mejor del mes.' },
      en: { title: 'February bulletin', slug: 'february-bulletin', summary: 'The month.' },
      pdfPaths: { es: '/api/files/bulletins/abc-1024-es.pdf', en: null },
      itemIds: ['a', 'c', 'd'],
    };
    const changes = compareBulletins(bulletin, after, titleOf);
    expect(changes.map((c) => [c.field, c.locale])).toEqual([
      ['issueMonth', undefined],
      ['status', undefined],
      ['publishedAt', undefined],
      ['pdfPathEs', undefined],
      ['summary', 'es'],
      ['title', 'en'],
      ['slug', 'en'],
      ['summary', 'en'],
      ['items', undefined],
    ]);
    expect(changes[2]!.parts).toEqual([{ value: '2031-03-01 08:30', added: true, removed: false }]);
    expect(changes[3]!.parts).toEqual([{ value: 'abc-1024-es.pdf', added: true, removed: false }]);
    expect(changes.at(-1)!.parts).toEqual([
      { value: 'Primera', added: false, removed: false },
      { value: 'Segunda', added: false, removed: true },
      { value: 'Tercera', added: false, removed: false },
      { value: 'Cuarta', added: true, removed: false },
    ]);
  });
});
