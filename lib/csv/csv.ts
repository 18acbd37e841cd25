// A CSV file a spreadsheet opens as text: UTF-8 with a byte-order mark (so Excel reads accents
// right), CRLF between rows, every cell quoted the RFC 4180 way (a quote doubled), and no cell
// that a spreadsheet would run as a formula: one starting with =, +, -, @, a tab or a carriage
// return gets a leading apostrophe, which shows the text as it is.

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: null and undefined are empty; a formula-like start is made inert; always quoted. */
function cell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const inert = formulaStart.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** The file's text, BOM first, a header row then the rows, each ended by CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return `\ufeff${[header, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`).join('')}`;
}
