import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';
import { pdfProblem, type PdfProblem } from './pdf';

// The server's check of a file offered as a bulletin's PDF, before it is stored and published.
// A file that starts "%PDF-" may still be an HTML page a browser would render from the site's
// origin (a polyglot), or a PDF that runs JavaScript or launches something when opened. Three
// layers, each cheap, each catching what another may miss:
// 1. The bytes: only whitespace before "%PDF-", and no HTML tag a browser sniffs for.
// 2. The names of the objects, read from the raw bytes and from every object stream inflated
//    (objects hidden in a compressed stream carry their names there): no /JavaScript, /JS,
//    /OpenAction, /AA or /Launch, however spelled ("#" escapes such as /J#61vaScript).
// 3. pdf.js parses the document as a reader would and reports its scripts and open action; a
//    file it cannot parse within the time limit is not a PDF.

/** The names of actions a PDF runs by itself: none may appear in a bulletin. */
const actionNames = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch']);
/** The long ones never occur by chance in compressed bytes, so they are looked for everywhere. */
const longActionNames = new Set(['JavaScript', 'OpenAction', 'Launch']);
/** What makes a browser that sniffs read a file as HTML. */
const htmlMarkers = /<(?:html|script|body|iframe|!doctype\s+html)/i;

/** How long the parse may take; a bulletin of a few MB parses in well under a second. */
export const pdfParseTimeoutMs = 10_000;
/** The most an object stream may inflate to: a bulletin's are kilobytes; more is a bomb. */
const objectStreamMaxBytes = 32 * 1024 * 1024;

/**
 * What is wrong with a file offered as a bulletin's PDF (a message key), or null when it may be
 * stored: too large, not a PDF (no "%PDF-" after optional whitespace, or one pdf.js cannot
 * parse), or unsafe (HTML inside, or an action that runs when the file is opened).
 */
export async function bulletinPdfProblem(
  bytes: Uint8Array,
  { timeoutMs = pdfParseTimeoutMs } = {},
): Promise<PdfProblem | null> {
  const basic = pdfProblem(bytes);
  if (basic) return basic;
  if (scanPdfBytes(bytes).length > 0) return 'pdfUnsafe';
  const parsed = await inspectWithPdfjs(bytes, timeoutMs);
  if (!parsed.parsed) return 'pdfNotPdf';
  return parsed.found.length > 0 ? 'pdfUnsafe' : null;
}

/** Latin-1 text of the bytes: one character per byte, so indexes are byte offsets. */
const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** A name with its "#xx" escapes decoded. */
const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every name (/Something) in `text`, decoded, with its offset. */
function* namesIn(text: string): Generator<{ name: string; at: number }> {
  for (const match of text.matchAll(/\/([^\s()<>[\]{}/%]*)/g))
    yield { name: decodeName(match[1]!), at: match.index };
}

type Stream = { dict: string; start: number; end: number };

/** The streams of a file: each one's dictionary (names decoded) and where its data lies. */
function streamsIn(text: string): Stream[] {
  const streams: Stream[] = [];
  for (const match of text.matchAll(/>>\s*stream(?:\r\n|\n|\r)/g)) {
    const start = match.index + match[0].length;
    const objectStart = text.lastIndexOf('obj', match.index);
    const dict = decodeName(text.slice(Math.max(0, objectStart), match.index + 2));
    // The /Length when it is a direct number that ends at "endstream"; else the next "endstream".
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const byLength = length ? start + Number(length[1]) : -1;
    const end =
      byLength > start && /^\s*endstream/.test(text.slice(byLength, byLength + 20))
        ? byLength
        : text.indexOf('endstream', start);
    streams.push({ dict, start, end: end < 0 ? text.length : end });
  }
  return streams;
}

/** A stream whose data a reader parses as objects (pdf.js needs /First and /N, not /Type). */
const isObjectStream = (dict: string) =>
  /\/Type\s*\/ObjStm\b/.test(dict) || (/\/First\b/.test(dict) && /\/N\b/.test(dict));

/** The data of an object stream, or null when it is encoded in a way this check cannot read. */
function objectStreamData(text: string, stream: Stream): string | null {
  const data = Buffer.from(text.slice(stream.start, stream.end).replace(/\r?\n$/, ''), 'latin1');
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(stream.dict)?.[1];
  if (filter === undefined) return data.toString('latin1');
  // Producers write object streams with FlateDecode alone; anything else (a predictor, another
  // filter, a chain) could hide names from this scan, and a bulletin never needs it.
  if (
    !/^(?:\/FlateDecode|\[\s*\/FlateDecode\s*\])$/.test(filter) ||
    /\/DecodeParms\b/.test(stream.dict)
  )
    return null;
  try {
    return inflateSync(data, {
      finishFlush: 2, // Z_SYNC_FLUSH: a stream cut short still gives what it holds
      maxOutputLength: objectStreamMaxBytes,
    }).toString('latin1');
  } catch {
    return null;
  }
}

/**
 * What the bytes alone show is unsafe (an empty list when nothing): HTML a browser would sniff,
 * junk before "%PDF-", and the names of self-running actions in the file's objects. Short names
 * (/JS, /AA) may occur by chance in compressed data, so they count outside compressed streams
 * and inside inflated object streams only; the long ones count anywhere.
 */
export function scanPdfBytes(bytes: Uint8Array): string[] {
  const text = latin1(bytes);
  const found: string[] = [];
  if (!/^[\t\n\f\r ]*%PDF-/.test(text.slice(0, 1024))) found.push('not a PDF header');
  if (htmlMarkers.test(text)) found.push('HTML');
  const streams = streamsIn(text);
  const compressed = streams.filter((stream) => /\/Filter\b/.test(stream.dict));
  const inCompressed = (at: number) => compressed.some((s) => at >= s.start && at < s.end);
  for (const { name, at } of namesIn(text))
    if (longActionNames.has(name) || (actionNames.has(name) && !inCompressed(at)))
      found.push(`/${name}`);
  for (const stream of streams.filter((s) => isObjectStream(s.dict))) {
    const data = objectStreamData(text, stream);
    if (data === null) {
      found.push('an object stream it cannot read');
      continue;
    }
    if (htmlMarkers.test(data)) found.push('HTML in an object stream');
    for (const { name } of namesIn(data))
      if (actionNames.has(name)) found.push(`/${name} in an object stream`);
  }
  return found;
}

type Inspection = { parsed: false } | { parsed: true; found: string[] };

/**
 * pdf.js's reading of the document, in a worker thread ended at `timeoutMs`: whether it parses
 * as a PDF with pages, and the scripts and open action it holds. A parse that fails, crashes or
 * runs out of time or memory counts as not parsed.
 */
export function inspectWithPdfjs(
  bytes: Uint8Array,
  timeoutMs = pdfParseTimeoutMs,
): Promise<Inspection> {
  // Loaded by Node from the project's files, never bundled: pdf.js is an ES module that reads
  // import.meta (next.config.ts lists it in serverExternalPackages and traces these files).
  const script = path.join(process.cwd(), 'lib/bulletins/pdf-inspect-worker.mjs');
  return new Promise((resolve) => {
    const worker = new Worker(script, {
      workerData: { bytes: new Uint8Array(bytes) },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (result: Inspection) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ parsed: false }), timeoutMs);
    worker.once('message', (result: Inspection) =>
      settle(result.parsed ? { parsed: true, found: result.found } : { parsed: false }),
    );
    worker.once('error', () => settle({ parsed: false }));
    worker.once('exit', () => settle({ parsed: false }));
  });
}
