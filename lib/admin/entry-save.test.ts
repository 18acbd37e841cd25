import type { EntryDraft } from '@/lib/backend/types';
import { sanitizeDraft } from './entry-save';

// The save path's XSS corpus: whatever a forged post puts in a body, what is stored runs no
// script, loads nothing and keeps no handler, in either language; what the editor makes
// (tables, links) survives as it is.

const draftWith = (bodyEs: string, bodyEn = bodyEs): EntryDraft => ({
  kind: 'publication',
  categoryId: 'tributario',
  authorId: null,
  status: 'draft',
  publishedAt: null,
  es: { title: 't', slug: 's', summary: 'r', body: bodyEs, seoTitle: null, seoDescription: null },
  en: {
    title: 't',
    slug: 's-en',
    summary: 'r',
    body: bodyEn,
    seoTitle: null,
    seoDescription: null,
  },
});

const stored = (body: string) => {
  const draft = sanitizeDraft(draftWith(body));
  expect(draft.en?.body).toBe(draft.es.body);
  return draft.es.body;
};

const corpus: Record<string, string> = {
  'script tag': '<p>a</p><script>alert(1)</script>',
  'script in odd case': '<ScRiPt>alert(1)</sCrIpT>',
  'script with src': '<script src="https://evil.example/x.js"></script>',
  'event handler': '<p onclick="alert(1)">a</p>',
  'handler on a link': '<a href="https://a.example" onmouseover="alert(1)">a</a>',
  'image onerror': '<img src=x onerror=alert(1)>',
  'javascript: link': '<a href="javascript:alert(1)">a</a>',
  'javascript: link, entity-encoded': '<a href="&#106;avascript:alert(1)">a</a>',
  'javascript: link, with a tab': '<a href="java\tscript:alert(1)">a</a>',
  'javascript: link, upper case': '<a href="JAVASCRIPT:alert(1)">a</a>',
  'data: link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>',
  'vbscript: link': '<a href="vbscript:msgbox(1)">a</a>',
  'protocol-relative link': '<a href="//evil.example">a</a>',
  'svg with onload': '<svg onload="alert(1)"><circle r="1"/></svg>',
  'svg with script': '<svg><script>alert(1)</script></svg>',
  'svg animate href':
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  'math with a link': '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>',
  'style tag': '<style>body{background:url("javascript:alert(1)")}</style><p>a</p>',
  'style attribute': '<p style="background:url(javascript:alert(1))">a</p>',
  iframe: '<iframe src="https://evil.example"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'object and embed': '<object data="x.swf"></object><embed src="x.swf">',
  'form and input':
    '<form action="https://evil.example"><input name="x" autofocus onfocus="alert(1)"></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base href': '<base href="https://evil.example/">',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  'title mutation': '<title><img src=x onerror=alert(1)></title>',
  'textarea mutation': '<textarea><img src=x onerror=alert(1)></textarea>',
  'comment breakout': '<!--<img src=x onerror=alert(1)>-->',
  'cdata in html': '<![CDATA[<img src=x onerror=alert(1)>]]>',
  'nested tags split': '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'attribute breaking quotes': '<a href="https://a.example" title="x" onclick=alert(1)//">a</a>',
  'table with handlers':
    '<table onmouseover="alert(1)"><tr><td background="javascript:alert(1)">a</td></tr></table>',
  'details ontoggle': '<details open ontoggle="alert(1)"><summary>a</summary></details>',
  'video with source onerror': '<video><source onerror="alert(1)"></video>',
  template: '<template><script>alert(1)</script></template>',
  'formaction button': '<button formaction="javascript:alert(1)">a</button>',
};

/** What must never reach a stored body. */
const dangerous = [
  /<script/i,
  /<style/i,
  /<svg/i,
  /<math/i,
  /<img/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<noscript/i,
  /<template/i,
  /<button/i,
  /<video/i,
  /<details/i,
  /\son[a-z]+\s*=/i,
  /\sstyle\s*=/i,
  /\ssrc\s*=/i,
  /href="(?!https?:|mailto:)/i,
  /javascript:/i,
  /data:/i,
  /vbscript:/i,
];

describe('saving a body: the XSS corpus', () => {
  for (const [name, body] of Object.entries(corpus)) {
    it(`leaves nothing dangerous of: ${name}`, () => {
      const out = stored(body);
      // Checked on the markup only: a payload left as escaped text (&lt;img …&gt;) is inert.
      const markup = (out.match(/<[^>]*>/g) ?? []).join(' ');
      for (const pattern of dangerous) expect(markup).not.toMatch(pattern);
      // Stable: cleaning what was stored changes nothing (no mutation on the next render).
      expect(stored(out)).toBe(out);
    });
  }

  it('keeps the mutation XSS payload as text, never as markup', () => {
    const out = stored('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>');
    expect(out).not.toMatch(/<img/i);
  });

  it('keeps what the editor makes: headings, emphasis, lists, quotes, tables and links', () => {
    const body =
      '<h2>Plazos</h2><h3>Renta</h3><p>Texto con <strong>negrita</strong>, <em>cursiva</em> y un ' +
      '<a href="https://www.dian.gov.co/normatividad" rel="noopener noreferrer">enlace</a>.</p>' +
      '<ul><li><p>uno</p></li></ul><ol><li><p>dos</p></li></ol><blockquote><p>cita</p></blockquote>' +
      '<table><tbody><tr><th scope="col"><p>Último dígito</p></th><th scope="col"><p>Fecha</p></th></tr>' +
      '<tr><td><p>1</p></td><td colspan="2"><p>12 de agosto</p></td></tr></tbody></table>' +
      '<p><a href="mailto:info@firm.example" rel="noopener noreferrer">escríbanos</a><br />Bogotá</p>';
    expect(stored(body)).toBe(body);
  });

  it('marks every link noopener noreferrer and keeps http, https and mailto only', () => {
    expect(stored('<a href="https://a.example">a</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">a</a>',
    );
    expect(stored('<a href="http://a.example" rel="opener" target="_blank">a</a>')).toBe(
      '<a href="http://a.example" rel="noopener noreferrer">a</a>',
    );
    expect(stored('<a href="mailto:a@b.example">a</a>')).toBe(
      '<a href="mailto:a@b.example" rel="noopener noreferrer">a</a>',
    );
    expect(stored('<a href="ftp://a.example">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
  });

  it('leaves the rest of the draft as it was', () => {
    const draft = draftWith('<p>a</p>');
    expect(sanitizeDraft({ ...draft, en: null })).toEqual({ ...draft, en: null });
  });
});
