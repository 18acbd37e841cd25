import type { EntryDraft } from '@/lib/backend/types';
import { bodyText, compareDrafts } from './revision-diff';

const base: EntryDraft = {
  kind: 'publication',
  categoryId: 'tributario',
  authorId: null,
  status: 'draft',
  publishedAt: '2026-11-23T15:00:00Z',
  es: {
    title: 'La UVT de 2027',
    slug: 'uvt-2027',
    summary: 'Resumen',
    body: '<p>Valor de la UVT</p>',
    seoTitle: null,
    seoDescription: null,
  },
  en: null,
};

describe('compareDrafts', () => {
  it('finds nothing between equal revisions', () => {
    expect(compareDrafts(base, structuredClone(base))).toEqual([]);
  });

  it('words what changed per field, the body as its text', () => {
    const after: EntryDraft = {
      ...base,
      status: 'published',
      es: {
        ...base.es,
        title: 'La nueva UVT de 2027',
        body: '<p>Valor de la <strong>nueva</strong> UVT</p>',
      },
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
    const after = { ...base, es: { ...base.es, body: '<p>Valor de la <em>UVT</em></p>' } };
    expect(compareDrafts(base, after)).toEqual([]);
  });

  it('shows an English version added as every English field added', () => {
    const after: EntryDraft = {
      ...base,
      en: {
        title: 'The 2027 UVT',
        slug: 'uvt-2027-en',
        summary: 'Summary',
        body: '',
        seoTitle: null,
        seoDescription: null,
      },
    };
    const fields = compareDrafts(base, after).map((c) => c.field);
    expect(fields).toEqual(['title', 'slug', 'summary']);
  });

  it('compares dates in Bogotá time', () => {
    const after = { ...base, publishedAt: '2026-11-23T20:30:00Z' };
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
