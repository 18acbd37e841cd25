import { renderEntryHtml, sanitizeEntryHtml } from './html';

describe('sanitizeEntryHtml', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2>Título</h2><p>Texto con <strong>énfasis</strong> y <em>cursiva</em>.</p><ul><li>uno</li></ul><blockquote>cita</blockquote>';
    expect(sanitizeEntryHtml(html)).toBe(html);
  });

  it('keeps a table with its caption, header cells and spans, and nothing else on it', () => {
    const table =
      '<table><caption>Valores</caption><thead><tr><th scope="col">Concepto</th><th scope="col" colspan="2">UVT</th></tr></thead>' +
      '<tbody><tr><th scope="row">Sanción mínima</th><td rowspan="1">10</td><td>$524.000</td></tr></tbody></table>';
    expect(sanitizeEntryHtml(table)).toBe(table);
    expect(
      sanitizeEntryHtml(
        '<table style="x" onclick="y"><tr><td class="z" onmouseover="w">1</td></tr></table>',
      ),
    ).toBe('<table><tr><td>1</td></tr></table>');
  });

  it('removes scripts, styles, handlers, frames and images', () => {
    const out = sanitizeEntryHtml(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.com"></iframe><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('keeps only web and mail links, marked noopener', () => {
    expect(sanitizeEntryHtml('<a href="https://www.dian.gov.co">DIAN</a>')).toBe(
      '<a href="https://www.dian.gov.co" rel="noopener noreferrer">DIAN</a>',
    );
    expect(sanitizeEntryHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeEntryHtml('<a href="//evil.example">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
  });

  it('demotes an <h1> so the page keeps one', () => {
    expect(sanitizeEntryHtml('<h1>Otro título</h1>')).toBe('<h2>Otro título</h2>');
  });
});

describe('renderEntryHtml', () => {
  const name = (n: number) => `Tabla ${n}`;

  it('puts each table in a focusable, named frame of its own, named by its caption when it has one', () => {
    const html = renderEntryHtml(
      '<p>a</p><table><caption>Plazos</caption><tr><td>1</td></tr></table>' +
        '<table>\n<tbody><tr><td>2</td></tr></tbody></table>',
      name,
    );
    expect(html).toBe(
      '<p>a</p><div class="table-frame" role="region" tabindex="0" aria-labelledby="entry-table-1">' +
        '<table><caption id="entry-table-1">Plazos</caption><tr><td>1</td></tr></table></div>' +
        '<div class="table-frame" role="region" tabindex="0" aria-label="Tabla 2">' +
        '<table>\n<tbody><tr><td>2</td></tr></tbody></table></div>',
    );
  });

  it('sanitizes first: no attribute of the source reaches the frame, and text is never a tag', () => {
    const html = renderEntryHtml(
      '<table role="x" tabindex="-1" class="y"><tr><td>&lt;table&gt; "x"</td></tr></table>',
      () => '"><script>',
    );
    expect(html).toBe(
      '<div class="table-frame" role="region" tabindex="0" aria-label="&#34;&#62;&#60;script&#62;">' +
        '<table><tr><td>&lt;table&gt; "x"</td></tr></table></div>',
    );
  });

  it('leaves a body without tables as the sanitizer gives it', () => {
    expect(renderEntryHtml('<p onclick="x">Sin tablas</p>', name)).toBe('<p>Sin tablas</p>');
  });
});
