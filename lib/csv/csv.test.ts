import { toCsv } from './csv';

// The export's escaping: a spreadsheet opening the file must show every cell as the text it was,
// never run one as a formula, and read accents right.

describe('toCsv', () => {
  const body = (csv: string) => csv.slice(1);
  /** The rows' text after the BOM and a one-cell header. */
  const rows = (cells: Parameters<typeof toCsv>[1]) => toCsv(['h'], cells).slice(6);

  it('starts with the UTF-8 byte-order mark and ends each row with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['1', '2']]);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(body(csv)).toBe('"a","b"\r\n"1","2"\r\n');
  });

  it('makes a formula inert with a leading apostrophe', () => {
    expect(body(toCsv(['x'], [['=HYPERLINK("http://x")']]))).toBe(
      '"x"\r\n"\'=HYPERLINK(""http://x"")"\r\n',
    );
    for (const start of ['+1', '-1+2', '@SUM(A1)', '\tx', '\rx'])
      expect(rows([[start]])).toBe(`"'${start}"\r\n`);
  });

  it('leaves a formula character inside a cell alone', () => {
    expect(rows([['a=b', 'x-y', 'ana@example.com']])).toBe('"a=b","x-y","ana@example.com"\r\n');
  });

  it('quotes commas, quotes and newlines the RFC 4180 way', () => {
    expect(rows([['uno, dos', 'dijo "sí"', 'línea\r\notra\nmás']])).toBe(
      '"uno, dos","dijo ""sí""","línea\r\notra\nmás"\r\n',
    );
  });

  it('keeps accents and writes empty cells for null and undefined', () => {
    expect(rows([['Peña Ñúñez', null, undefined, 3, false]])).toBe(
      '"Peña Ñúñez","","","3","false"\r\n',
    );
  });
});
