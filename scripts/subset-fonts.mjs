#!/usr/bin/env node
// Subsets the site's two variable fonts at build time (`npm run build` and `npm run dev` run it
// first): `node scripts/subset-fonts.mjs [outDir]`, default `.fonts/` (git-ignored), read by
// app/fonts.ts. Per family it writes
//   <family>-main.woff2      what Spanish and English text needs (MAIN_RANGES): every page loads it;
//   <family>-extended.woff2  everything else the full font covers (Latin Extended-A and beyond):
//                            the browser fetches it only for a page that uses one of those
//                            characters, through the unicode-range app/fonts.ts declares.
// Both keep the weights the site sets (400 to 600) and one optical size, and only the layout
// features text needs: harfbuzz keeps every feature by default, which doubles the files.
// It also writes the social cards' faces (CARD_FACES): static TrueType instances, one per weight,
// of what both languages need plus Latin Extended-A, and card-fonts.json, which lists them for
// the card renderer (lib/cards/fonts.ts: Next.js's ImageResponse reads neither WOFF2 nor variable
// fonts). They stay on the server, outside public/: no browser loads them.
// The work is skipped when the stamp says the outputs come from the same inputs and settings.
// `--ranges` prints the unicode-range of each file instead, to copy into app/fonts.ts after a
// change of MAIN_RANGES or of a font (scripts/subset-fonts.test.mjs fails until they agree).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CARD_EXTRA_RANGES, CARD_FACES, CARD_MANIFEST, cardFontFile } from './card-fonts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The characters every page may show without loading an extended file: Basic Latin, Latin-1
 * (Spanish letters, ¿ ¡ « » º ª, ±, ×, °), General Punctuation (dashes, curly quotes, …, ‹ ›),
 * €, ™, the arrows the service cards and the team directory draw (← ↑ → ↓), −, ≤ and ≥.
 * Latin Extended-A (ł, ő, ş…) would cost 10 kB more for both families, over the 60 kB the fonts
 * may weigh before the first paint: it is in the extended files. [first, last] code points.
 */
export const MAIN_RANGES = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2264, 0x2265],
];

/** The most the two main files may weigh together: the fonts a page loads before its first paint. */
export const MAIN_BUDGET_BYTES = 60_000;

/**
 * Kerning, ligatures and contextual forms, composed and positioned accents, localized forms, and
 * the figures the stats band and entry tables ask for (`tabular-nums lining-nums`). Fractions,
 * small caps, stylistic sets and the like are not used by the site.
 */
export const KEEP_FEATURES = [
  'kern',
  'liga',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'tnum',
  'lnum',
];

/**
 * The weights the site sets (Tailwind's font-normal, font-medium, font-semibold; strong and th are
 * held at 600 in app/globals.css). The optical size is pinned where the @fontsource files the site
 * used before pin it, so text keeps its widths and look: 14 for both (the serif's own default is
 * 20, narrower; 14 shapes the same advances as @fontsource's file, checked with harfbuzz).
 */
export const FAMILIES = [
  {
    name: 'source-serif-4',
    source: 'node_modules/source-serif/WOFF2/VAR/SourceSerif4Variable-Roman.ttf.woff2',
    axes: { wght: { min: 400, max: 600 }, opsz: 14 },
    // Its share of MAIN_BUDGET_BYTES (30.5 kB at 4.5.1).
    mainMaxBytes: 31_000,
  },
  {
    name: 'inter',
    source: 'node_modules/inter-ui/variable/InterVariable.woff2',
    axes: { wght: { min: 400, max: 600 }, opsz: 14 },
    // Its share of MAIN_BUDGET_BYTES (28.4 kB at 4.1.1).
    mainMaxBytes: 29_000,
  },
];

const STAMP = 'stamp.json';

/** Whether a code point is in the main subset. */
export function isMainCodePoint(codePoint) {
  return MAIN_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** The code points a font file maps (its cmap), read with harfbuzz. */
export async function fontCodePoints(fontBytes) {
  const { default: fontverter } = await import('fontverter');
  const hb = await import('harfbuzzjs');
  // harfbuzz reads TrueType, not WOFF2.
  const sfnt = await fontverter.convert(Buffer.from(fontBytes), 'truetype');
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
  return [...face.collectUnicodes()];
}

/** The file names one family's subsets are written to. */
export function outputNames(family) {
  return { main: `${family.name}-main.woff2`, extended: `${family.name}-extended.woff2` };
}

/** Whether a code point is a control character (C0, DEL, C1): never drawn, so never subset. */
function isControl(codePoint) {
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
}

/**
 * Sorted code points as [first, last] ranges. Ranges closer than `maxGap` are joined, unless the
 * gap holds a main code point, so a declared range stays short and never claims a main one.
 */
export function toRanges(codePoints, maxGap = 1) {
  const ranges = [];
  for (const codePoint of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    const gap = last ? codePoint - last[1] : Infinity;
    let joinable = gap <= maxGap;
    for (let between = codePoint - 1; joinable && last && between > last[1]; between--) {
      joinable = !isMainCodePoint(between);
    }
    if (last && joinable) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

/** [first, last] ranges as the value of a CSS unicode-range: `U+20-7E, U+A0-FF, U+20AC`. */
export function unicodeRange(ranges) {
  const hex = (n) => n.toString(16).toUpperCase();
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** The main and extended code points of one family: what its full font maps, split in two. */
export async function splitCodePoints(family) {
  const all = await fontCodePoints(readFileSync(path.join(root, family.source)));
  return {
    main: all.filter((codePoint) => isMainCodePoint(codePoint)),
    extended: all.filter((codePoint) => !isMainCodePoint(codePoint) && !isControl(codePoint)),
  };
}

/**
 * The unicode-range app/fonts.ts declares for each file of a family. Main: MAIN_RANGES as they
 * are. Extended: what the file maps, gaps under 128 code points bridged (200 characters of CSS
 * instead of 2 000; a character in a gap that the font lacks costs one useless download).
 */
export async function declaredRanges(family) {
  const { extended } = await splitCodePoints(family);
  return { main: unicodeRange(MAIN_RANGES), extended: unicodeRange(toRanges(extended, 128)) };
}

async function subset(sourceBytes, codePoints, axes, targetFormat = 'woff2') {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(sourceBytes, String.fromCodePoint(...codePoints), {
    targetFormat,
    variationAxes: axes,
    keepFeatures: KEEP_FEATURES,
  });
}

/** The code points of the cards' faces: the main subset and CARD_EXTRA_RANGES, as the font has them. */
export async function cardCodePoints(family) {
  const all = await fontCodePoints(readFileSync(path.join(root, family.source)));
  const extra = (codePoint) =>
    CARD_EXTRA_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
  return all.filter((codePoint) => isMainCodePoint(codePoint) || extra(codePoint));
}

/**
 * A static instance of a family at one weight (every axis pinned, so no variation table is left),
 * as TrueType: what the card renderer reads.
 */
async function cardFace(face) {
  const family = FAMILIES.find((candidate) => candidate.name === face.family);
  if (!family) throw new Error(`No family ${face.family} for the card faces.`);
  const sourceBytes = readFileSync(path.join(root, family.source));
  const axes = { ...family.axes, wght: face.weight };
  return subset(sourceBytes, await cardCodePoints(family), axes, 'truetype');
}

/** Every file the subsetter writes. */
function allOutputNames() {
  return [
    ...FAMILIES.flatMap((family) => Object.values(outputNames(family))),
    ...CARD_FACES.map(cardFontFile),
    CARD_MANIFEST,
  ];
}

/** What the outputs are made from: the fonts, the settings, this script and the subsetter. */
function inputsHash() {
  const hash = createHash('sha256');
  for (const family of FAMILIES) hash.update(readFileSync(path.join(root, family.source)));
  hash.update(
    JSON.stringify({ MAIN_RANGES, KEEP_FEATURES, FAMILIES, CARD_FACES, CARD_EXTRA_RANGES }),
  );
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(readFileSync(path.join(root, 'scripts/card-fonts.mjs')));
  for (const pkg of ['subset-font', 'harfbuzzjs', 'fontverter']) {
    hash.update(readFileSync(path.join(root, 'node_modules', pkg, 'package.json')));
  }
  return hash.digest('hex');
}

function isUpToDate(outDir, hash) {
  try {
    const stamp = JSON.parse(readFileSync(path.join(outDir, STAMP), 'utf8'));
    return (
      stamp.hash === hash && allOutputNames().every((name) => existsSync(path.join(outDir, name)))
    );
  } catch {
    return false;
  }
}

/** Writes through a temporary name, so an interrupted run never leaves half a font behind. */
function writeAtomically(file, bytes) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/**
 * Writes both subsets of every family into `outDir`, unless its stamp matches the inputs.
 * Returns each file's size in bytes, or null when nothing had to be done.
 */
export async function subsetFonts(outDir = path.join(root, '.fonts')) {
  const hash = inputsHash();
  if (isUpToDate(outDir, hash)) return null;
  mkdirSync(outDir, { recursive: true });
  const sizes = {};
  for (const family of FAMILIES) {
    const sourceBytes = readFileSync(path.join(root, family.source));
    const codePoints = await splitCodePoints(family);
    const names = outputNames(family);
    for (const part of /** @type {const} */ (['main', 'extended'])) {
      const bytes = await subset(sourceBytes, codePoints[part], family.axes);
      writeAtomically(path.join(outDir, names[part]), bytes);
      sizes[names[part]] = bytes.length;
    }
  }
  for (const face of CARD_FACES) {
    const bytes = await cardFace(face);
    writeAtomically(path.join(outDir, cardFontFile(face)), bytes);
    sizes[cardFontFile(face)] = bytes.length;
  }
  const manifest = CARD_FACES.map((face) => ({
    name: face.name,
    weight: face.weight,
    file: cardFontFile(face),
  }));
  writeAtomically(path.join(outDir, CARD_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  // Last: a run that failed half-way leaves no stamp, so the next one starts over.
  writeAtomically(path.join(outDir, STAMP), `${JSON.stringify({ hash, sizes }, null, 2)}\n`);
  return sizes;
}

async function main() {
  if (process.argv.includes('--ranges')) {
    for (const family of FAMILIES) {
      const ranges = await declaredRanges(family);
      const names = outputNames(family);
      console.log(`${names.main}: ${ranges.main}`);
      console.log(`${names.extended}: ${ranges.extended}`);
    }
    return;
  }
  const outDir = path.resolve(process.argv[2] ?? path.join(root, '.fonts'));
  const started = Date.now();
  const sizes = await subsetFonts(outDir);
  if (!sizes) return;
  const list = Object.entries(sizes)
    .map(([name, bytes]) => `${name} ${(bytes / 1000).toFixed(1)} kB`)
    .join(', ');
  console.log(`subset-fonts: ${list} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
