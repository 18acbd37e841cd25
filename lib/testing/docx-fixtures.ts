import { strToU8, zipSync, type Zippable } from 'fflate';

// DOCX files built by code for the tests, so no binary file of unknown origin enters the
// repository: a clean one-paragraph document and the variants the CV check must refuse.

const relationshipsNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const mainDocumentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
export const macroDocumentType = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/** One relationship element; `external` adds TargetMode="External". */
export const relationship = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="${officeRel}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

export const relationships = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${relationshipsNs}">${items.join('')}</Relationships>`;

export const contentTypes = ({ main = mainDocumentType, extra = '' } = {}) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`;

const documentXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${officeRel}">` +
  `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

type Parts = Record<string, string | Uint8Array | null>;

/**
 * A DOCX package: a clean document with a LinkedIn hyperlink, with `change` adding, replacing or
 * (with null) removing parts.
 */
export function docx(change: Parts = {}, text = 'Ana Pérez, abogada'): Buffer {
  const parts: Parts = {
    '[Content_Types].xml': contentTypes(),
    '_rels/.rels': relationships(relationship('rId1', 'officeDocument', 'word/document.xml')),
    'word/document.xml': documentXml(text),
    'word/_rels/document.xml.rels': relationships(
      relationship('rId5', 'hyperlink', 'https://www.linkedin.com/in/ana', true),
    ),
    ...change,
  };
  const zippable: Zippable = {};
  for (const [name, data] of Object.entries(parts))
    if (data !== null) zippable[name] = typeof data === 'string' ? strToU8(data) : data;
  return Buffer.from(zipSync(zippable));
}

/** A macro-enabled document: the VBA project and its content type, as Word writes a .docm. */
export const macroDocx = () =>
  docx({
    '[Content_Types].xml': contentTypes({
      main: macroDocumentType,
      extra: '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    }),
    'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    'word/_rels/document.xml.rels': relationships(
      relationship('rId9', 'vbaProject', 'vbaProject.bin').replace(
        `${officeRel}/vbaProject`,
        'http://schemas.microsoft.com/office/2006/relationships/vbaProject',
      ),
    ),
  });

/** The start of an OLE compound file: what a .doc, or an encrypted DOCX, is. */
export const compoundFile = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
