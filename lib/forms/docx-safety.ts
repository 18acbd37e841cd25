import 'server-only';
import { unzipSync, type UnzipFileInfo } from 'fflate';

// The server's check of a file offered as a DOCX CV, before it is stored: staff open these files
// in Word on their own machines, so a CV must be a plain Word document, read from its content
// (never its name or declared type), and carry nothing that runs or reaches out when opened:
// - a ZIP (OOXML package) whose [Content_Types].xml names a WordprocessingML main document
//   that is in the package (a macro-enabled .docm or a template is not a CV);
// - no macros: no vbaProject.bin or vbaData.xml anywhere, no macro-enabled content type;
// - no embedded OLE objects or ActiveX controls: an OLE "package" runs whatever it wraps on a
//   double click, and ActiveX controls are code; a CV never needs them (a chart's data workbook is
//   an embedding too, so a CV with a chart is refused: saved as PDF it passes);
// - no relationship that points outside the package (a remote template, image, frame or linked
//   object is fetched when the document opens, which tracks the reader and can leak their Windows
//   credentials to a file share). Hyperlinks are the one exception: Word follows them only when
//   clicked, like a PDF's links, and a CV's LinkedIn link is one; only http(s) and mailto ones;
// - not encrypted: a password-protected DOCX is an OLE compound file, as is a Word 97–2003 .doc,
//   and neither can be checked;
// - no zip bomb: the entries' count and declared sizes are capped before anything is inflated,
//   and only the small XML parts read here are inflated, into buffers of their declared size.

/** Why a DOCX is refused: a message key of Forms.errors. */
export type DocxProblem = 'resumeType' | 'resumeUnsafe' | 'resumeProtected';

/** A CV has a few dozen parts; thousands are a bomb or not a CV. */
export const docxMaxEntries = 1000;
/** The entries' declared uncompressed sizes together: a 4 MB CV of text and images is far under. */
export const docxMaxUncompressedBytes = 64 * 1024 * 1024;
/** The most a part read here ([Content_Types].xml, a .rels) may declare. */
const xmlPartMaxBytes = 2 * 1024 * 1024;

const mainDocumentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Content types of macros, OLE objects and ActiveX controls. */
const unsafeContentType = /macroEnabled|vba|oleObject|activeX|\.ms-office\.package/i;
/** Parts that hold code or embedded objects, wherever they sit in the package. */
const unsafePartName =
  /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml|activeX\/|embeddings\/)|\.(?:docm|dotm|xlsm|xltm|xlam|pptm|potm|ppsm|ppam)$/i;
/** Relationship types that bring code or objects in, even inside the package. */
const unsafeRelationshipType =
  /\/(?:vbaProject|wordVbaData|oleObject|control|activeXControlBinary|package|attachedTemplate|subDocument)$/i;
const hyperlinkType = /\/relationships\/hyperlink$/;
const safeLinkTarget = /^(?:https?:\/\/|mailto:)/i;

const zipSignature = [0x50, 0x4b, 0x03, 0x04];
const compoundFileSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** Whether `bytes` are an OLE compound file: a Word 97–2003 document or an encrypted OOXML one. */
export const isCompoundFile = (bytes: Uint8Array) => startsWith(bytes, compoundFileSignature);

class Refused extends Error {
  constructor(readonly problem: DocxProblem) {
    super(problem);
  }
}

/** The XML parts this check reads: the content types and every relationships part. */
const isReadPart = (name: string) => name === '[Content_Types].xml' || /\.rels$/i.test(name);

/**
 * What is wrong with a file offered as a DOCX CV (a message key), or null when it may be stored.
 */
export function docxProblem(bytes: Uint8Array): DocxProblem | null {
  if (isCompoundFile(bytes)) return 'resumeProtected';
  if (!startsWith(bytes, zipSignature)) return 'resumeType';
  const entries: UnzipFileInfo[] = [];
  let declared = 0;
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes, {
      filter(file) {
        entries.push(file);
        declared += file.originalSize;
        if (entries.length > docxMaxEntries || declared > docxMaxUncompressedBytes)
          throw new Refused('resumeUnsafe');
        if (!isReadPart(file.name)) return false;
        if (file.originalSize > xmlPartMaxBytes) throw new Refused('resumeUnsafe');
        return true;
      },
    });
  } catch (error) {
    // A truncated or malformed archive, or an entry compressed in a way a DOCX never is.
    return error instanceof Refused ? error.problem : 'resumeType';
  }
  const names = entries.map((entry) => entry.name.replace(/\\/g, '/'));
  if (names.some((name) => unsafePartName.test(name))) return 'resumeUnsafe';
  // Part names are unique, whatever their case: with two of one name, only one would be read
  // here and Word might open the other.
  const inPackage = new Set(names.map((name) => name.toLowerCase()));
  if (inPackage.size !== names.length) return 'resumeUnsafe';

  const contentTypes = parts['[Content_Types].xml'];
  if (!contentTypes) return 'resumeType';
  const declarations = elements(xmlText(contentTypes), 'Default|Override');
  if (declarations.some((d) => unsafeContentType.test(d.ContentType ?? ''))) return 'resumeUnsafe';
  const main = declarations.find(
    (d) =>
      d.ContentType === mainDocumentType &&
      inPackage.has((d.PartName ?? '').replace(/^\//, '').toLowerCase()),
  );
  if (!main) return 'resumeType';

  for (const [name, data] of Object.entries(parts)) {
    if (!/\.rels$/i.test(name)) continue;
    const text = xmlText(data);
    const relationships = elements(text, 'Relationship');
    // Every TargetMode in the text must belong to a relationship read here: one this reading
    // misses (odd markup Word may still accept) is refused rather than let through unchecked.
    const modes = relationships.filter((r) => r.TargetMode !== undefined).length;
    if ((text.match(/TargetMode/gi) ?? []).length !== modes) return 'resumeUnsafe';
    for (const relationship of relationships) {
      const type = relationship.Type ?? '';
      if (unsafeRelationshipType.test(type)) return 'resumeUnsafe';
      if ((relationship.TargetMode ?? '').trim().toLowerCase() !== 'external') continue;
      if (!hyperlinkType.test(type) || !safeLinkTarget.test((relationship.Target ?? '').trim()))
        return 'resumeUnsafe';
    }
  }
  return null;
}

/**
 * An XML part's text. Word reads UTF-16 parts too, so a part in UTF-16 is decoded as such rather
 * than scanned as bytes (a scan of UTF-16 as UTF-8 would see no attribute at all).
 */
function xmlText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  return new TextDecoder('utf-8').decode(data);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's value with its character references decoded (`&#69;xternal` is `External`). */
const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return entities[ref] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * The attributes of every element named one of `names` (a regex alternation), with or without a
 * namespace prefix; attribute names lose their prefix too.
 */
function elements(xml: string, names: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  const tag = new RegExp(`<(?:[\\w.-]+:)?(?:${names})(?=[\\s/>])([^>]*)>`, 'g');
  for (const match of xml.matchAll(tag)) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attributes[attribute[1]!.replace(/^[\w.-]+:/, '')] = decode(
        attribute[2] ?? attribute[3] ?? '',
      );
    found.push(attributes);
  }
  return found;
}
