import { bulletinPdfOf } from './bulletin-pdf-link';

// Which of a bulletin's PDFs its page links, and under what name a visitor saves it.

jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));

const stored = (language: 'es' | 'en') =>
  `/api/files/bulletins/${'ab'.repeat(32)}-2048-${language}.pdf`;
const supabase = (language: 'es' | 'en') =>
  `https://abc.supabase.co/storage/v1/object/public/bulletins/${'cd'.repeat(32)}-4096-${language}.pdf?download=bulletin-cdcdcdcdcdcd.pdf`;

const bulletin = (pdfPath: string | null, pdfPathEn: string | null) => ({
  pdfPath,
  pdfPathEn,
  issueMonth: '2026-11-01',
  publishedAt: '2026-11-30T15:00:00Z',
});

describe('bulletinPdfOf', () => {
  it('links the PDF of the page’s language under a readable name', () => {
    const both = bulletin(stored('es'), stored('en'));
    expect(bulletinPdfOf(both, 'es')).toEqual({
      href: `${stored('es')}?download=boletin-juridico-2026-11.pdf`,
      details: { bytes: 2048, language: 'es' },
    });
    expect(bulletinPdfOf(both, 'en')).toEqual({
      href: `${stored('en')}?download=legal-bulletin-2026-11.pdf`,
      details: { bytes: 2048, language: 'en' },
    });
  });

  it('offers the Spanish PDF on the English page only when there is no English one', () => {
    expect(bulletinPdfOf(bulletin(stored('es'), null), 'en')).toMatchObject({
      href: `${stored('es')}?download=boletin-juridico-2026-11.pdf`,
      details: { language: 'es' },
    });
    expect(bulletinPdfOf(bulletin(null, stored('en')), 'es')).toBeNull();
    expect(bulletinPdfOf(bulletin(null, null), 'en')).toBeNull();
  });

  it('asks Supabase Storage for the readable name instead of the one it was saved with', () => {
    expect(bulletinPdfOf(bulletin(null, supabase('en')), 'en')?.href).toBe(
      `${supabase('en').split('?')[0]}?download=legal-bulletin-2026-11.pdf`,
    );
  });

  it('links nothing the site’s storage did not give', () => {
    expect(bulletinPdfOf(bulletin(`javascript:alert(1)//${stored('es')}`, null), 'es')).toBeNull();
    expect(bulletinPdfOf(bulletin('//evil.test/x-es.pdf', null), 'es')).toBeNull();
  });
});
