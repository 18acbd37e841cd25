import { bulletinPdfResponse } from './pdf-response';

const name = `${'0123456789abcdef'.repeat(4)}-12-en.pdf`;
const bytes = new TextEncoder().encode('%PDF-1.4\n%%E');

describe('bulletinPdfResponse', () => {
  it('serves the PDF as a download under a plain name, never sniffed, cached for a year', async () => {
    const response = bulletinPdfResponse(name, bytes);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '12',
      'content-disposition': 'attachment; filename="bulletin-0123456789ab.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('names the download as the link asks, when it is a name the site gives', () => {
    const disposition = (requested: string | null) =>
      bulletinPdfResponse(name, bytes, requested).headers.get('content-disposition');
    expect(disposition('legal-bulletin-2026-11.pdf')).toBe(
      'attachment; filename="legal-bulletin-2026-11.pdf"',
    );
    expect(disposition('boletin-juridico-2026-01.pdf')).toBe(
      'attachment; filename="boletin-juridico-2026-01.pdf"',
    );
    for (const requested of [
      'boletin-juridico-2026-13.pdf',
      'evil.html',
      'legal-bulletin-2026-11.pdf"; x="',
      'boletin-juridico-2026-11.pdf\r\nSet-Cookie: a=b',
    ])
      expect(disposition(requested)).toBe('attachment; filename="bulletin-0123456789ab.pdf"');
  });

  it('answers 404, not cached, for a missing file or a name the site does not give', () => {
    for (const [asked, found] of [
      [name, null],
      ['../../.env', bytes],
      [`${name}/..`, bytes],
      ['x.pdf', bytes],
    ] as const) {
      const response = bulletinPdfResponse(asked, found);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-disposition')).toBeNull();
    }
  });
});
