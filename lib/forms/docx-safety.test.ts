import { strToU8, zipSync } from 'fflate';
import { classicPdf, onePage, withCatalog } from '@/lib/testing/pdf-fixtures';
import {
  compoundFile,
  contentTypes,
  docx,
  macroDocx,
  relationship,
  relationships,
} from '@/lib/testing/docx-fixtures';
import { docxMaxEntries, docxMaxUncompressedBytes, docxProblem } from './docx-safety';
import { checkResume } from './resume-safety';

const documentRels = (...items: string[]) => ({
  'word/_rels/document.xml.rels': relationships(...items),
});

describe('docxProblem', () => {
  it('lets a clean document with a web link through', () => {
    expect(docxProblem(docx())).toBeNull();
    expect(
      docxProblem(docx(documentRels(relationship('rId2', 'hyperlink', 'mailto:ana@x.co', true)))),
    ).toBeNull();
  });

  it('refuses macros: vbaProject.bin anywhere, vbaData.xml, a macro-enabled content type', () => {
    expect(docxProblem(macroDocx())).toBe('resumeUnsafe');
    expect(docxProblem(docx({ 'customXml/vbaProject.bin': new Uint8Array(8) }))).toBe(
      'resumeUnsafe',
    );
    expect(docxProblem(docx({ 'word/vbaData.xml': '<wne:vbaSuppData/>' }))).toBe('resumeUnsafe');
    const docm = contentTypes({
      main: 'application/vnd.ms-word.document.macroEnabled.main+xml',
    });
    expect(docxProblem(docx({ '[Content_Types].xml': docm }))).toBe('resumeUnsafe');
  });

  it('refuses every external relationship but a web or mail link', () => {
    const template = relationship('rId1', 'attachedTemplate', 'https://evil.example/t.dotm', true);
    expect(docxProblem(docx({ 'word/_rels/settings.xml.rels': relationships(template) }))).toBe(
      'resumeUnsafe',
    );
    const image = relationship('rId7', 'image', 'http://evil.example/pixel.png', true);
    expect(docxProblem(docx(documentRels(image)))).toBe('resumeUnsafe');
    const share = relationship('rId8', 'hyperlink', 'file://evil.example/share/x', true);
    expect(docxProblem(docx(documentRels(share)))).toBe('resumeUnsafe');
    const unc = relationship('rId8', 'hyperlink', '\\\\evil.example\\share', true);
    expect(docxProblem(docx(documentRels(unc)))).toBe('resumeUnsafe');
  });

  it('reads relationships however they are written: references, quotes, prefixes, UTF-16', () => {
    const escaped = relationship('rId7', 'frame', 'http://evil.example/f', true).replace(
      'External',
      '&#69;xternal',
    );
    expect(docxProblem(docx(documentRels(escaped)))).toBe('resumeUnsafe');
    const quoted = `<Relationship Id='rId7' Type='x/image' TargetMode='External' Target='http://e.x/p'/>`;
    expect(docxProblem(docx(documentRels(quoted)))).toBe('resumeUnsafe');
    const prefixed = `<pr:Relationships xmlns:pr="x"><pr:Relationship Id="a" Type="x/image" Target="http://e.x" TargetMode="External"/></pr:Relationships>`;
    expect(docxProblem(docx({ 'word/_rels/document.xml.rels': prefixed }))).toBe('resumeUnsafe');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(relationships(relationship('r', 'image', 'http://e.x/p', true)), 'utf16le'),
    ]);
    expect(docxProblem(docx({ 'word/_rels/document.xml.rels': utf16 }))).toBe('resumeUnsafe');
    const hidden = `<Relationships><!-- --><Relationship
      Id="a" Type="x/image" Target="http://e.x" TargetMode = "External" /></Relationships>`;
    expect(docxProblem(docx({ 'word/_rels/document.xml.rels': hidden }))).toBe('resumeUnsafe');
  });

  it('refuses a package with two parts of one name (only one would be checked)', () => {
    const twice = docx({ 'WORD/_rels/document.xml.rels': relationships() });
    expect(docxProblem(twice)).toBe('resumeUnsafe');
  });

  it('refuses embedded OLE objects and ActiveX controls', () => {
    expect(docxProblem(docx({ 'word/embeddings/oleObject1.bin': new Uint8Array(8) }))).toBe(
      'resumeUnsafe',
    );
    expect(docxProblem(docx({ 'word/activeX/activeX1.xml': '<ax:ocx/>' }))).toBe('resumeUnsafe');
    const ole = contentTypes({
      extra:
        '<Override PartName="/word/x.bin" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/>',
    });
    expect(docxProblem(docx({ '[Content_Types].xml': ole }))).toBe('resumeUnsafe');
  });

  it('refuses an encrypted document (an OLE compound file) and a .doc', () => {
    expect(docxProblem(compoundFile())).toBe('resumeProtected');
  });

  it('refuses a zip bomb by its declared sizes and by its entry count, inflating nothing', () => {
    const big = docx({ 'word/media/big.png': new Uint8Array(docxMaxUncompressedBytes + 1) });
    expect(big.byteLength).toBeLessThan(200_000);
    expect(docxProblem(big)).toBe('resumeUnsafe');
    const many: Record<string, string | null> = {};
    for (let i = 0; i <= docxMaxEntries; i += 1) many[`word/media/p${i}.xml`] = '';
    expect(docxProblem(docx(many))).toBe('resumeUnsafe');
  });

  it('refuses what is not a Word document: truncated, another package, a template, no main part', () => {
    const clean = docx();
    expect(docxProblem(clean.subarray(0, Math.floor(clean.byteLength / 2)))).toBe('resumeType');
    expect(docxProblem(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe('resumeType');
    expect(docxProblem(docx({ '[Content_Types].xml': null }))).toBe('resumeType');
    expect(docxProblem(docx({ 'word/document.xml': null }))).toBe('resumeType');
    const template = contentTypes({
      main: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
    });
    expect(docxProblem(docx({ '[Content_Types].xml': template }))).toBe('resumeType');
    expect(docxProblem(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }))).toBe('resumeType');
  });
});

describe('checkResume', () => {
  jest.setTimeout(30_000);
  const pdf = classicPdf(onePage('Ana Pérez'));

  it('accepts a clean PDF named .pdf and a clean DOCX named .docx', async () => {
    expect(await checkResume('Hoja de vida.pdf', pdf)).toEqual({ type: 'pdf' });
    expect(await checkResume('CV Ana.DOCX', docx())).toEqual({ type: 'docx' });
  });

  it('refuses a content that is not what the name says, and any other name', async () => {
    expect(await checkResume('cv.docx', pdf)).toEqual({ problem: 'resumeType' });
    expect(await checkResume('cv.pdf', docx())).toEqual({ problem: 'resumeType' });
    expect(await checkResume('cv.docm', docx())).toEqual({ problem: 'resumeType' });
    expect(await checkResume('cv.txt', Buffer.from('hello'))).toEqual({ problem: 'resumeType' });
  });

  it('refuses a .doc, renamed or not, and an encrypted document', async () => {
    for (const name of ['cv.doc', 'cv.docx', 'cv.pdf'])
      expect(await checkResume(name, compoundFile())).toEqual({ problem: 'resumeProtected' });
  });

  it('checks a PDF as a bulletin PDF is checked: a script is refused', async () => {
    const scripted = classicPdf(
      withCatalog('/OpenAction 6 0 R', ['<< /S /JavaScript /JS (app.alert(1)) >>']),
    );
    expect(await checkResume('cv.pdf', scripted)).toEqual({ problem: 'resumeUnsafe' });
    expect(await checkResume('cv.pdf', macroDocx())).toEqual({ problem: 'resumeType' });
    expect(await checkResume('cv.docx', macroDocx())).toEqual({ problem: 'resumeUnsafe' });
  });
});
