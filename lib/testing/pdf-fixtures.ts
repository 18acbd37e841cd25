import { deflateSync } from 'node:zlib';

// PDFs built by code for the tests, so no binary file of unknown origin enters the repository:
// a valid one-page document with text, and variants that hide an action where readers find it.

/** Objects numbered from 1; the first is the catalog. */
type Objects = string[];

/** A page with a line of text, its font and its content stream, as objects 2 to 5. */
export function onePage(text = 'Boletín jurídico'): Objects {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
}

/** A classic PDF 1.4 file: the objects, a cross-reference table and a trailer. */
export function classicPdf(objects: Objects, { before = '' } = {}): Buffer {
  let out = `${before}%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A PDF 1.5 file whose objects all sit in one FlateDecode object stream, found through a
 * cross-reference stream: none of their names appears in the file's raw bytes.
 */
export function compressedPdf(objects: Objects): Buffer {
  let offsetsText = '';
  let bodies = '';
  objects.forEach((body, i) => {
    offsetsText += `${i + 1} ${Buffer.byteLength(bodies, 'latin1')} `;
    bodies += `${body}\n`;
  });
  const first = Buffer.byteLength(offsetsText, 'latin1');
  const packed = deflateSync(Buffer.from(offsetsText + bodies, 'latin1'));
  const streamNumber = objects.length + 1;
  const xrefNumber = objects.length + 2;
  const head = Buffer.from('%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1');
  const streamHead = Buffer.from(
    `${streamNumber} 0 obj\n<< /Type /ObjStm /N ${objects.length} /First ${first} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    'latin1',
  );
  const streamTail = Buffer.from('\nendstream\nendobj\n', 'latin1');
  const streamOffset = head.length;
  const xrefOffset = streamOffset + streamHead.length + packed.length + streamTail.length;
  // Entries of /W [1 4 2]: type, then offset or object stream number, then generation or index.
  const entry = (type: number, field: number, index: number) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(field, 1);
    row.writeUInt16BE(index, 5);
    return row;
  };
  const rows = Buffer.concat([
    entry(0, 0, 65535),
    ...objects.map((_, i) => entry(2, streamNumber, i)),
    entry(1, streamOffset, 0),
    entry(1, xrefOffset, 0),
  ]);
  const xref = Buffer.concat([
    Buffer.from(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`,
      'latin1',
    ),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'),
  ]);
  return Buffer.concat([head, streamHead, packed, streamTail, xref]);
}

/** The catalog of `onePage` with `extra` entries, and `more` objects after the page's (from 6). */
export function withCatalog(extra: string, more: string[] = []): Objects {
  const [, ...rest] = onePage();
  return [`<< /Type /Catalog /Pages 2 0 R ${extra} >>`, ...rest, ...more];
}
