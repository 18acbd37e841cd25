import { performance } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { classicPdf, compressedPdf, onePage, withCatalog } from '@/lib/testing/pdf-fixtures';
import { bulletinPdfMaxBytes } from './pdf';
import { bulletinPdfProblem, inspectWithPdfjs, scanPdfBytes } from './pdf-safety';

// The server's check of a bulletin's PDF, on files built here: each layer on its own (the raw
// and inflated names, pdf.js's reading) and the whole check as the action calls it. pdf.js runs
// for real, in its worker thread.

jest.setTimeout(60_000);

const script = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const launch = '<< /S /Launch /F (calc.exe) >>';

describe('bulletinPdfProblem', () => {
  it('accepts a real one-page PDF, classic or with compressed objects', async () => {
    for (const file of [classicPdf(onePage()), compressedPdf(onePage())]) {
      const started = performance.now();
      expect(await bulletinPdfProblem(file)).toBeNull();
      // The time the whole check took, for the record (no bound: shared machines vary).
      console.info(
        `pdf check: ${file.length} bytes in ${Math.round(performance.now() - started)} ms`,
      );
    }
  });

  it('refuses a PDF/HTML polyglot', async () => {
    const polyglot = Buffer.from(
      '%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n',
    );
    expect(await bulletinPdfProblem(polyglot)).toBe('pdfUnsafe');
    // Even one that pdf.js would read: the HTML sits in a comment of a valid file.
    const valid = classicPdf(onePage());
    const hidden = Buffer.concat([valid, Buffer.from('%<HTML><ScRiPt>alert(1)</ScRiPt>\n')]);
    expect(scanPdfBytes(hidden)).toContain('HTML');
    expect(await bulletinPdfProblem(hidden)).toBe('pdfUnsafe');
  });

  it('accepts whitespace before %PDF- and refuses anything else there', async () => {
    expect(await bulletinPdfProblem(classicPdf(onePage(), { before: ' \r\n\t' }))).toBeNull();
    for (const before of ['x', '<!-- -->', '\u0000', 'GIF89a'])
      expect(await bulletinPdfProblem(classicPdf(onePage(), { before }))).toBe('pdfNotPdf');
  });

  it('refuses JavaScript run on opening, written plainly', async () => {
    const file = classicPdf(withCatalog('/OpenAction 6 0 R', [script]));
    expect(scanPdfBytes(file)).toEqual(
      expect.arrayContaining(['/OpenAction', '/JavaScript', '/JS']),
    );
    expect(await bulletinPdfProblem(file)).toBe('pdfUnsafe');
  });

  it('refuses names spelled with # escapes', async () => {
    const file = classicPdf(
      withCatalog('/Open#41ction 6 0 R', ['<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>']),
    );
    expect(scanPdfBytes(file)).toEqual(
      expect.arrayContaining(['/OpenAction', '/JavaScript', '/JS']),
    );
    expect(await bulletinPdfProblem(file)).toBe('pdfUnsafe');
  });

  it('refuses JavaScript and launch actions hidden in a compressed object stream', async () => {
    const hidden = compressedPdf(withCatalog('/OpenAction 6 0 R', [script]));
    // None of the names is in the raw bytes…
    expect(hidden.toString('latin1')).not.toMatch(/OpenAction|JavaScript/);
    // …the inflated object stream shows them, and so does pdf.js's reading of the document.
    expect(scanPdfBytes(hidden)).toEqual(
      expect.arrayContaining(['/OpenAction in an object stream', '/JS in an object stream']),
    );
    expect(await inspectWithPdfjs(hidden)).toEqual({
      parsed: true,
      found: expect.arrayContaining(['catalog JavaScript']),
    });
    expect(await bulletinPdfProblem(hidden)).toBe('pdfUnsafe');
    const launching = compressedPdf(withCatalog('/AA << /WC 6 0 R >>', [launch]));
    expect(scanPdfBytes(launching)).toEqual(
      expect.arrayContaining(['/AA in an object stream', '/Launch in an object stream']),
    );
    expect(await bulletinPdfProblem(launching)).toBe('pdfUnsafe');
  });

  it('refuses any open action, and an object stream it cannot read', async () => {
    expect(await bulletinPdfProblem(classicPdf(withCatalog('/OpenAction [3 0 R /Fit]')))).toBe(
      'pdfUnsafe',
    );
    // An object stream behind a predictor or another filter could hide names from the scan.
    const packed = deflateSync(Buffer.from('1 0 << /Type /Catalog >>'));
    const odd = classicPdf([
      ...onePage(),
      `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 >> /Length ${packed.length} >>\nstream\n${packed.toString('latin1')}\nendstream`,
    ]);
    expect(scanPdfBytes(odd)).toContain('an object stream it cannot read');
    expect(await bulletinPdfProblem(odd)).toBe('pdfUnsafe');
  });

  it('refuses a file pdf.js cannot parse as a PDF with pages', async () => {
    expect(await bulletinPdfProblem(Buffer.from('%PDF-1.7\nbulletin\n%%EOF\n'))).toBe('pdfNotPdf');
    expect(await inspectWithPdfjs(Buffer.from('%PDF-1.7\nbulletin\n'))).toEqual({ parsed: false });
  });

  it('counts a parse that outlives its time limit as not a PDF', async () => {
    expect(await inspectWithPdfjs(classicPdf(onePage()), 1)).toEqual({ parsed: false });
    expect(await bulletinPdfProblem(classicPdf(onePage()), { timeoutMs: 1 })).toBe('pdfNotPdf');
  });

  it('keeps the size limit and the empty file', async () => {
    const large = Buffer.alloc(bulletinPdfMaxBytes + 1, 0x20);
    large.write('%PDF-1.4\n', 0, 'latin1');
    expect(await bulletinPdfProblem(large)).toBe('pdfTooLarge');
    expect(await bulletinPdfProblem(new Uint8Array())).toBe('pdfNotPdf');
  });

  it('ignores /JS and /AA by chance inside compressed data, and keeps the long names', () => {
    // Compressed bytes of an image that happen to spell "/JS " are not a name a reader parses.
    const image = `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length 8 >>\nstream\nx/JS /AA\nendstream`;
    expect(scanPdfBytes(classicPdf([...onePage(), image]))).toEqual([]);
    const longName = image.replace('x/JS /AA', '/Launch');
    expect(scanPdfBytes(classicPdf([...onePage(), longName]))).toEqual(['/Launch']);
  });
});
