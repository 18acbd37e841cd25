import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { cleanPastedHtml } from './paste-cleanup';

// Clipboard HTML as Word and Google Docs write it, shared with the end-to-end paste test.
const fixture = (name: string) =>
  readFileSync(path.join(process.cwd(), 'e2e/fixtures/paste', name), 'utf8');

describe('cleanPastedHtml', () => {
  it('turns Word’s typed bullets into nested lists and its Heading 1 into a subheading', () => {
    const { html, imagesDropped } = cleanPastedHtml(fixture('word.html'));
    expect(html).toBe(
      '<h2>Calendario de prueba</h2>' +
        '<p>Texto de un párrafo con <strong>negrita</strong>, <em>cursiva</em> y un ' +
        '<a href="https://www.dian.gov.co/">enlace</a>.</p>' +
        '<ul><li><p>Primera viñeta</p>' +
        '<ul><li><p>Segundo nivel</p><ul><li><p>Tercer nivel</p></li></ul></li></ul></li>' +
        '<li><p>Segunda viñeta</p></li></ul>' +
        '<h2>Fechas</h2>' +
        '<ol><li><p>Paso uno</p></li><li><p>Paso dos</p></li></ol>' +
        '<p>Fin del texto.</p>',
    );
    expect(imagesDropped).toBe(1);
  });

  it('reads Google Docs’ styles: its outer <b> is not bold, its spans say bold and italic', () => {
    const { html, imagesDropped } = cleanPastedHtml(fixture('google-docs.html'));
    expect(html).toBe(
      '<h2>Guía de prueba</h2>' +
        '<p>Un párrafo con <strong>negrita</strong> y <em>cursiva</em>, y ' +
        '<a href="https://www.example.org/guia">un enlace</a>.</p>' +
        '<ul><li><p>Primer punto</p><ul><li><p>Punto anidado</p></li></ul></li>' +
        '<li><p>Segundo punto</p></li></ul>' +
        '<h2>Requisitos</h2>' +
        '<ol><li><p>Documento de identidad</p></li><li><p>Certificado de prueba</p></li></ol>' +
        '<p>Final.</p>',
    );
    expect(imagesDropped).toBe(2);
  });

  it('takes a typed marker off a Word list paragraph that has no marker span', () => {
    const word = (level: number, text: string) =>
      `<p class=MsoListParagraph style="mso-list:l0 level${level} lfo1">${text}</p>`;
    expect(cleanPastedHtml(word(1, '•&nbsp;Uno') + word(1, '-\tDos')).html).toBe(
      '<ul><li><p>Uno</p></li><li><p>Dos</p></li></ul>',
    );
    expect(cleanPastedHtml(word(1, 'a)&nbsp;Uno') + word(2, '1. Dos')).html).toBe(
      '<ol><li><p>Uno</p><ol><li><p>Dos</p></li></ol></li></ol>',
    );
  });

  it('starts a new list where Word switches from bullets to numbers, and keeps headings', () => {
    const item = (marker: string, text: string) =>
      `<p style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">${marker}</span>${text}</p>`;
    expect(cleanPastedHtml(item('·', 'a') + item('1.', 'b') + '<h4>Nota</h4>').html).toBe(
      '<ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol><h3>Nota</h3>',
    );
  });

  it('keeps only web and mail links, and table cells’ spans', () => {
    expect(
      cleanPastedHtml(
        '<p><a href="javascript:alert(1)">x</a> <a name="_Toc1">y</a> <a href="mailto:a@b.co">z</a></p>' +
          '<table style="width:100%"><tr><td colspan="2" width="40" class="c">1</td></tr></table>',
      ).html,
    ).toBe(
      '<p>x y <a href="mailto:a@b.co">z</a></p><table><tr><td colspan="2">1</td></tr></table>',
    );
  });
});

// Anything at all, pasted: what comes out holds only the body's tags and attributes.
const allowedTags = new Set(
  'p h2 h3 strong em a ul ol li blockquote table thead tbody tr th td br'.split(' '),
);
const allowedAttributes = new Set(['href', 'colspan', 'rowspan']);

const anyTag = fc.constantFrom(
  ...'p h1 h2 h4 b i u span div a ul ol li img script style iframe table tr td o:p font svg form'.split(
    ' ',
  ),
);
const anyAttribute = fc.tuple(
  fc.constantFrom('style', 'class', 'href', 'onclick', 'src', 'colspan', 'id'),
  fc.constantFrom(
    'font-weight:700',
    'mso-list:l0 level1 lfo1',
    'javascript:alert(1)',
    'https://a.example',
    '2',
    '" onmouseover="x',
  ),
);
const anyHtml = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string(),
    fc
      .tuple(
        anyTag,
        fc.array(anyAttribute, { maxLength: 3 }),
        fc.array(tie('node'), { maxLength: 4 }),
      )
      .map(
        ([tag, attributes, content]) =>
          `<${tag}${attributes.map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`).join('')}>${content.join('')}</${tag}>`,
      ),
  ),
})).node as fc.Arbitrary<string>;

function offending(node: ChildNode): string[] {
  if (node.type !== 'tag') return node.type === 'text' ? [] : [node.type];
  const own = allowedTags.has(node.name) ? [] : [node.name];
  const attributes = Object.keys(node.attribs).filter((name) => !allowedAttributes.has(name));
  const href = node.attribs.href;
  const scheme = href !== undefined && !/^(https?:|mailto:)/.test(href) ? [href] : [];
  return [...own, ...attributes, ...scheme, ...node.children.flatMap(offending)];
}

it('lets nothing outside the allowlist through, whatever is pasted', () => {
  fc.assert(
    fc.property(fc.array(anyHtml, { maxLength: 5 }), (parts) => {
      const { html } = cleanPastedHtml(parts.join(''));
      expect(parseDocument(html).children.flatMap(offending)).toEqual([]);
    }),
  );
});
