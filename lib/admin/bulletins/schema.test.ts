import { bulletinPdfMaxBytes, pdfProblem } from '@/lib/bulletins/pdf';
import { fieldErrors } from '@/lib/forms/schemas';
import { bulletinFilePath } from '@/lib/routing';
import {
  bulletinFormSchema,
  bulletinMultilineFields,
  bulletinTextFields,
  removedItemsField,
  withoutRemovedItems,
  type BulletinFormInput,
} from './schema';

const ids = Array.from(
  { length: 31 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);
const pdfName = `${'ab'.repeat(32)}-2048-es.pdf`;

const valid: BulletinFormInput = {
  id: '',
  version: '',
  issueMonth: '2031-02',
  status: 'published',
  publishedAt: '2031-02-01T08:30',
  titleEs: 'Boletín jurídico — febrero de 2031',
  slugEs: 'boletin-juridico-febrero-2031',
  summaryEs: 'Lo más importante del mes.',
  titleEn: '',
  slugEn: '',
  summaryEn: '',
  items: ids.slice(0, 3).join(','),
  pdfPathEs: '',
  pdfPathEn: '',
  pdfEs: null,
  pdfEn: null,
};

const errorsOf = (input: Partial<BulletinFormInput>) => {
  const parsed = bulletinFormSchema.safeParse({ ...valid, ...input });
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('the bulletin editor’s schema', () => {
  it('turns the form into a draft: first of the month, Bogotá time with its offset, items in order', () => {
    const parsed = bulletinFormSchema.parse({
      ...valid,
      id: ids[9]!.toUpperCase(),
      version: '4',
      items: [ids[2], ids[0], ids[1]].join(','),
    });
    expect(parsed).toEqual({
      id: ids[9],
      version: 4,
      draft: {
        issueMonth: '2031-02-01',
        status: 'published',
        publishedAt: '2031-02-01T08:30:00-05:00',
        es: {
          title: 'Boletín jurídico — febrero de 2031',
          slug: 'boletin-juridico-febrero-2031',
          summary: 'Lo más importante del mes.',
        },
        en: null,
        itemIds: [ids[2], ids[0], ids[1]],
      },
      keptPdfPaths: { es: null, en: null },
      newPdfs: { es: null, en: null },
    });
    expect(new Date(parsed.draft.publishedAt!).toISOString()).toBe('2031-02-01T13:30:00.000Z');
  });

  it('reads the publication time as the firm’s time (lib/dates/firm-time.ts)', () => {
    const parsed = bulletinFormSchema.parse({ ...valid, publishedAt: '2031-07-15T23:45' });
    expect(parsed.draft.publishedAt).toBe('2031-07-15T23:45:00-05:00');
  });

  it('takes a month as YYYY-MM only', () => {
    expect(errorsOf({ issueMonth: '' })).toEqual({ issueMonth: 'monthRequired' });
    for (const month of [
      '2031-13',
      '2031-00',
      '2031-2',
      '31-02',
      '2031-02-01',
      'febrero',
      '0999-01',
    ])
      expect(errorsOf({ issueMonth: month })).toEqual({ issueMonth: 'monthInvalid' });
    expect(errorsOf({ issueMonth: ' 2031-12 ' })).toEqual({});
  });

  it('publishes without a date (the save dates it), and takes a real one typed by hand', () => {
    expect(errorsOf({ publishedAt: '' })).toEqual({});
    expect(errorsOf({ publishedAt: '', status: 'draft' })).toEqual({});
    expect(errorsOf({ publishedAt: '2031-02-30T25:00' })).toEqual({
      publishedAt: 'publishedAtInvalid',
    });
    expect(errorsOf({ status: 'scheduled' })).toEqual({ status: 'statusInvalid' });
  });

  it('takes English all or nothing, and names each missing English field', () => {
    const english = {
      titleEn: 'Legal bulletin',
      slugEn: 'legal-bulletin-feb-2031',
      summaryEn: 'The month.',
    };
    expect(errorsOf(english)).toEqual({});
    expect(bulletinFormSchema.parse({ ...valid, ...english }).draft.en).toEqual({
      title: 'Legal bulletin',
      slug: 'legal-bulletin-feb-2031',
      summary: 'The month.',
    });
    expect(errorsOf({ titleEn: 'Legal bulletin' })).toEqual({
      slugEn: 'englishIncomplete',
      summaryEn: 'englishIncomplete',
    });
    expect(errorsOf({ ...english, summaryEn: '   ' })).toEqual({ summaryEn: 'englishIncomplete' });
  });

  it('checks titles, slugs and summaries against the site’s slug pattern and the table’s limits', () => {
    expect(errorsOf({ titleEs: ' ', slugEs: '', summaryEs: '' })).toEqual({
      titleEs: 'titleRequired',
      slugEs: 'slugRequired',
      summaryEs: 'summaryRequired',
    });
    for (const slug of ['Boletin', 'boletín', 'a--b', '-a', 'a-', 'a b', '../x'])
      expect(errorsOf({ slugEs: slug })).toEqual({ slugEs: 'slugInvalid' });
    expect(errorsOf({ slugEs: 'a'.repeat(121) })).toEqual({ slugEs: 'slugTooLong' });
    expect(errorsOf({ titleEs: 'x'.repeat(201) })).toEqual({ titleEs: 'titleTooLong' });
    expect(errorsOf({ summaryEs: 'x'.repeat(601) })).toEqual({ summaryEs: 'summaryTooLong' });
  });

  it('takes up to 30 distinct items, each an id', () => {
    expect(errorsOf({ items: '' })).toEqual({});
    expect(errorsOf({ items: ids.slice(0, 30).join(',') })).toEqual({});
    expect(errorsOf({ items: ids.join(',') })).toEqual({ items: 'itemsTooMany' });
    expect(errorsOf({ items: [ids[0], ids[1], ids[0]].join(',') })).toEqual({
      items: 'itemsDuplicate',
    });
    expect(errorsOf({ items: [ids[0], ids[0]!.toUpperCase()].join(',') })).toEqual({
      items: 'itemsDuplicate',
    });
    expect(errorsOf({ items: `${ids[0]},1 or 1=1` })).toEqual({ items: 'itemsInvalid' });
  });

  it('keeps only a PDF path one of the backends gave', () => {
    expect(errorsOf({ pdfPathEs: bulletinFilePath(pdfName) })).toEqual({});
    expect(
      errorsOf({
        pdfPathEn: `https://abc.supabase.co/storage/v1/object/public/bulletins/${pdfName}`,
      }),
    ).toEqual({});
    // As Supabase's adapter saves it since: Storage's URL asking for a download.
    expect(
      errorsOf({
        pdfPathEn: `https://abc.supabase.co/storage/v1/object/public/bulletins/${pdfName}?download=bulletin-${pdfName.slice(0, 12)}.pdf`,
      }),
    ).toEqual({});
    for (const path of [
      'javascript:alert(1)//' + pdfName,
      `https://evil.test/${pdfName}`,
      `/api/files/bulletins/../${pdfName}`,
      bulletinFilePath('x.pdf'),
      `http://abc.supabase.co/storage/v1/object/public/bulletins/${pdfName}`,
    ])
      for (const field of ['pdfPathEs', 'pdfPathEn'] as const)
        expect(errorsOf({ [field]: path })).toEqual({ [field]: 'pdfPathInvalid' });
  });

  it('takes a PDF of at most 4 MB, and an empty file input as no file', () => {
    const file = (size: number, name = 'b.pdf') => new File([new Uint8Array(size)], name);
    expect(bulletinFormSchema.parse({ ...valid, pdfEs: file(0, '') }).newPdfs.es).toBeNull();
    expect(
      bulletinFormSchema.parse({ ...valid, pdfEn: file(bulletinPdfMaxBytes) }).newPdfs.en,
    ).toBeInstanceOf(File);
    expect(errorsOf({ pdfEs: file(bulletinPdfMaxBytes + 1) })).toEqual({ pdfEs: 'pdfTooLarge' });
    expect(errorsOf({ pdfEn: 'a string' as never })).toEqual({ pdfEn: 'pdfNotPdf' });
  });

  it('keeps each language’s PDF unless its "remove" box is ticked', () => {
    const es = bulletinFilePath(pdfName);
    const en = bulletinFilePath(pdfName.replace('-es.pdf', '-en.pdf'));
    const kept = (input: Partial<BulletinFormInput>) =>
      bulletinFormSchema.parse({ ...valid, pdfPathEs: es, pdfPathEn: en, ...input }).keptPdfPaths;
    expect(kept({})).toEqual({ es, en });
    expect(kept({ removePdfEn: true })).toEqual({ es, en: null });
    expect(kept({ removePdfEs: true, removePdfEn: false })).toEqual({ es: null, en });
    expect(kept({ pdfPathEn: '' })).toEqual({ es, en: null });
  });

  it('decides a PDF by its bytes, whatever its name or type says', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(pdfProblem(bytes('%PDF-1.7\n'))).toBeNull();
    expect(pdfProblem(bytes('%PDF'))).toBe('pdfNotPdf');
    expect(pdfProblem(bytes('PK\u0003\u0004 word/document.xml'))).toBe('pdfNotPdf');
    // Whitespace may come first; anything else may not (a browser could sniff it as HTML).
    expect(pdfProblem(bytes(' \r\n\t%PDF-1.7'))).toBeNull();
    expect(pdfProblem(bytes('<html> %PDF-1.7'))).toBe('pdfNotPdf');
    expect(pdfProblem(bytes('\u0000%PDF-1.7'))).toBe('pdfNotPdf');
    expect(pdfProblem(new Uint8Array())).toBe('pdfNotPdf');
    const large = new Uint8Array(bulletinPdfMaxBytes + 1);
    large.set(bytes('%PDF-1.7'));
    expect(pdfProblem(large)).toBe('pdfTooLarge');
    const largest = large.subarray(0, bulletinPdfMaxBytes);
    expect(pdfProblem(largest)).toBeNull();
  });
});

it('passes the browser’s check, which holds no file field (the form posts the file)', () => {
  const withoutFile: Partial<BulletinFormInput> = { ...valid };
  delete withoutFile.pdfEs;
  delete withoutFile.pdfEn;
  const parsed = bulletinFormSchema.safeParse(withoutFile);
  expect(parsed.success && parsed.data.newPdfs).toEqual({ es: null, en: null });
});

it('reads an empty file field, as a file or as an empty string, as no file', () => {
  for (const pdf of [new File([], ''), new File([], 'undefined'), '']) {
    const parsed = bulletinFormSchema.safeParse({ ...valid, pdfEs: pdf });
    expect(parsed.success && parsed.data.newPdfs.es).toBeNull();
  }
});

describe('withoutRemovedItems', () => {
  const form = (items: string, removed: string[]) => {
    const data = new FormData();
    data.set('titleEs', 'Boletín');
    data.set('items', items);
    for (const id of removed) data.append(removedItemsField, id);
    return data;
  };

  it('leaves the ticked entries out of the list, in order, and drops the boxes', () => {
    const next = withoutRemovedItems(form([ids[0], ids[1], ids[2]].join(','), [ids[1]!, ids[9]!]));
    expect(next.get('items')).toBe([ids[0], ids[2]].join(','));
    expect(next.get('titleEs')).toBe('Boletín');
    expect(next.has(removedItemsField)).toBe(false);
  });

  it('changes nothing when no box is ticked', () => {
    const data = form(ids[0]!, []);
    expect(withoutRemovedItems(data)).toBe(data);
  });
});

describe('the field lists, derived from the schema', () => {
  it('posts every field but the file as text, in the form’s order', () => {
    expect(bulletinTextFields).toEqual([
      'id',
      'version',
      'issueMonth',
      'status',
      'publishedAt',
      'titleEs',
      'slugEs',
      'summaryEs',
      'titleEn',
      'slugEn',
      'summaryEn',
      'items',
      'pdfPathEs',
      'pdfPathEn',
    ]);
  });

  it('keeps line breaks in the summaries only', () => {
    expect(bulletinMultilineFields).toEqual(['summaryEs', 'summaryEn']);
  });
});
