import { sanitizeEntryHtml } from './html';

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
