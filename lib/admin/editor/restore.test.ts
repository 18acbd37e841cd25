import { newEntryValues } from '@/lib/admin/entries/schema';
import type { BulletinDraft, EntryDraft } from '@/lib/admin/types';
import { compareBulletins, compareDrafts } from './revision-diff';
import { restoreBulletin, restoreEntry } from './restore';

const saved: EntryDraft = {
  ...newEntryValues('publication', 'tributario'),
  status: 'published',
  publishedAt: '2026-11-20T09:00',
  authorId: 'ana-maria-rivas',
  titleEs: 'Reforma tributaria',
  slugEs: 'reforma-tributaria',
  summaryEs: 'Lo esencial.',
  bodyEs: '<p>Texto nuevo</p>',
  titleEn: 'Tax reform',
  slugEn: 'tax-reform',
  summaryEn: 'The essentials.',
  bodyEn: '<p>New text</p>',
};

const version1: EntryDraft = {
  ...saved,
  status: 'draft',
  publishedAt: '2026-11-18T08:00',
  categoryId: 'laboral',
  titleEs: 'Reforma tributria',
  slugEs: 'reforma-tributria',
  bodyEs: '<p>Texto viejo</p>',
  slugEn: 'tax-refrom',
};

describe('restoring a revision', () => {
  it('takes the content of an entry’s revision, never its status, date or slugs', () => {
    const restored = restoreEntry(saved, version1);
    expect(restored).toEqual({
      ...saved,
      categoryId: 'laboral',
      titleEs: 'Reforma tributria',
      bodyEs: '<p>Texto viejo</p>',
    });
    expect(compareDrafts(saved, restored).map((change) => [change.field, change.locale])).toEqual([
      ['categoryId', undefined],
      ['title', 'es'],
      ['body', 'es'],
    ]);
  });

  it('drops the English slug with the English version, and takes it back when none is saved', () => {
    const untranslated = { ...version1, titleEn: '', slugEn: '', summaryEn: '', bodyEn: '' };
    expect(restoreEntry(saved, untranslated)).toMatchObject({ titleEn: '', slugEn: '' });
    const savedSpanishOnly = { ...saved, titleEn: '', slugEn: '', summaryEn: '', bodyEn: '' };
    expect(restoreEntry(savedSpanishOnly, version1)).toMatchObject({
      titleEn: 'Tax reform',
      slugEn: 'tax-refrom',
    });
  });

  it('takes a bulletin’s texts and entries, never its month, status, date, PDF or slugs', () => {
    const bulletin: BulletinDraft = {
      issueMonth: '2026-11-01',
      status: 'published',
      publishedAt: '2026-11-30T14:00:00.000Z',
      es: { title: 'Boletín de noviembre', slug: 'boletin-noviembre', summary: 'El mes.' },
      en: { title: 'November bulletin', slug: 'november-bulletin', summary: 'The month.' },
      pdfPaths: { es: 'bulletins/abc.pdf', en: null },
      itemIds: ['a', 'b'],
    };
    const older: BulletinDraft = {
      issueMonth: '2026-10-01',
      status: 'draft',
      publishedAt: null,
      es: { title: 'Boletín de novembre', slug: 'boletin-novembre', summary: 'El mes.' },
      en: null,
      pdfPaths: { es: null, en: null },
      itemIds: ['b'],
    };
    const restored = restoreBulletin(bulletin, older);
    expect(restored).toEqual({
      ...bulletin,
      es: { ...bulletin.es, title: 'Boletín de novembre' },
      en: null,
      itemIds: ['b'],
    });
    const fields = compareBulletins(bulletin, restored, (id) => id).map((c) => c.field);
    expect(fields).toEqual(['title', 'title', 'slug', 'summary', 'items']);
  });
});
