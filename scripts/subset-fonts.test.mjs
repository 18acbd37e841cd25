import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CARD_FACES, CARD_MANIFEST, cardFontFile } from './card-fonts.mjs';
import {
  FAMILIES,
  MAIN_BUDGET_BYTES,
  MAIN_RANGES,
  declaredRanges,
  fontCodePoints,
  isMainCodePoint,
  outputNames,
  subsetFonts,
  toRanges,
  unicodeRange,
} from './subset-fonts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'subset-fonts-'));

/** harfbuzz's view of a WOFF2 file: code points, axes, layout features, digit advances. */
async function inspect(file) {
  const { default: fontverter } = await import('fontverter');
  const hb = await import('harfbuzzjs');
  const sfnt = await fontverter.convert(readFileSync(file), 'truetype');
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
  /** The advance of each digit at `wght`, shaped with tnum on, as `tabular-nums` asks. */
  const tabularDigits = (wght) => {
    const font = new hb.Font(face);
    font.setVariations([new hb.Variation('wght', wght)]);
    const buffer = new hb.Buffer();
    buffer.addText('0123456789');
    buffer.guessSegmentProperties();
    hb.shape(font, buffer, [new hb.Feature('tnum')]);
    return buffer.getGlyphPositions().map((position) => position.xAdvance);
  };
  return {
    codePoints: new Set(face.collectUnicodes()),
    axes: face.getAxisInfos(),
    features: new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]),
    tabularDigits,
  };
}

/** Every code point of MAIN_RANGES. */
const promised = MAIN_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i),
);

let sizes;
beforeAll(async () => {
  sizes = await subsetFonts(outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe.each(FAMILIES)('$name', (family) => {
  const names = outputNames(family);
  let full;
  beforeAll(async () => {
    full = new Set(await fontCodePoints(readFileSync(path.join(root, family.source))));
  });

  it('the main file has every promised character the full font has, and nothing else', async () => {
    const main = await inspect(path.join(outDir, names.main));
    const expected = promised.filter((codePoint) => full.has(codePoint));
    // The Spanish letters and marks, the euro and the arrows must be among them.
    expect(expected).toEqual(
      expect.arrayContaining([...'ñÑáéíóúüÜ¿¡«»€→−'].map((c) => c.codePointAt(0))),
    );
    expect(expected.filter((codePoint) => !main.codePoints.has(codePoint))).toEqual([]);
    expect([...main.codePoints].filter((codePoint) => !isMainCodePoint(codePoint))).toEqual([]);
  });

  it('the extended file has the rest of the font, Latin Extended-A first of all', async () => {
    const extended = await inspect(path.join(outDir, names.extended));
    const rest = [...full].filter((codePoint) => !isMainCodePoint(codePoint) && codePoint >= 0xa0);
    expect(rest.filter((codePoint) => !extended.codePoints.has(codePoint))).toEqual([]);
    expect([...'ŁłŐőŞşŒœ'].every((c) => extended.codePoints.has(c.codePointAt(0)))).toBe(true);
    expect([...extended.codePoints].filter((codePoint) => isMainCodePoint(codePoint))).toEqual([]);
  });

  it('weighs at most its share of the 60 kB, keeps weights 400 to 600 and tabular figures', async () => {
    expect(sizes[names.main]).toBeLessThanOrEqual(family.mainMaxBytes);
    const main = await inspect(path.join(outDir, names.main));
    expect(main.axes.wght).toMatchObject({ min: 400, max: 600 });
    // The optical size is pinned: no axis left.
    expect(main.axes.opsz).toBeUndefined();
    expect(main.features.has('kern')).toBe(true);
    // The stats band and entry tables set figures in columns: one width for every digit.
    for (const wght of [400, 600]) expect(new Set(main.tabularDigits(wght)).size).toBe(1);
    // Fractions, small caps, stylistic sets: features the site never asks for are gone.
    expect(main.features.has('frac')).toBe(false);
    expect(main.features.has('ss01')).toBe(false);
  });

  it('app/fonts.ts declares the unicode-range of each file that the script computes', async () => {
    const source = readFileSync(path.join(root, 'app/fonts.ts'), 'utf8');
    const declared = Object.fromEntries(
      [
        ...source.matchAll(
          /src: '\.\.\/\.fonts\/([\w.-]+)',\s*declarations: \[\s*\{\s*prop: 'unicode-range',\s*value:\s*'([^']+)'/g,
        ),
      ].map(([, name, range]) => [name, range]),
    );
    const ranges = await declaredRanges(family);
    expect(declared[names.main]).toBe(ranges.main);
    expect(declared[names.extended]).toBe(ranges.extended);
  });
});

it('the two main files together weigh at most 60 kB, and so do their shares', () => {
  const total = FAMILIES.reduce((sum, family) => sum + sizes[outputNames(family).main], 0);
  expect(total).toBeLessThanOrEqual(MAIN_BUDGET_BYTES);
  const shares = FAMILIES.reduce((sum, family) => sum + family.mainMaxBytes, 0);
  expect(shares).toBeLessThanOrEqual(MAIN_BUDGET_BYTES);
});

it('a second run with the same inputs does no work', async () => {
  expect(await subsetFonts(outDir)).toBeNull();
});

/** The table tags of a TrueType file and its OS/2 weight class, read from the bytes. */
function sfntTables(bytes) {
  const count = bytes.readUInt16BE(4);
  const tables = new Map();
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    tables.set(bytes.toString('latin1', record, record + 4), bytes.readUInt32BE(record + 8));
  }
  const os2 = tables.get('OS/2');
  return {
    tags: [...tables.keys()],
    weightClass: os2 === undefined ? null : bytes.readUInt16BE(os2 + 4),
  };
}

describe.each(CARD_FACES)('the card face $name $weight', (face) => {
  const file = () => path.join(outDir, cardFontFile(face));

  it('is a static TrueType instance at its weight, as the card renderer needs', () => {
    const bytes = readFileSync(file());
    // TrueType outlines (0x00010000), not WOFF2 ('wOF2'), not CFF ('OTTO').
    expect(bytes.readUInt32BE(0)).toBe(0x00010000);
    const { tags, weightClass } = sfntTables(bytes);
    // No variation left: every axis is pinned.
    expect(tags.filter((tag) => ['fvar', 'gvar', 'avar', 'HVAR', 'MVAR'].includes(tag))).toEqual(
      [],
    );
    expect(tags).toEqual(expect.arrayContaining(['glyf', 'cmap', 'hmtx']));
    expect(weightClass).toBe(face.weight);
  });

  it("has both languages' characters and Latin Extended-A", async () => {
    const codePoints = new Set(await fontCodePoints(readFileSync(file())));
    const needed = [...'ñÑáéíóúÁÉÍÓÚüÜ¿¡«»–—“”‘’…€·ºª', ...'ŁłŐőŠšČč'];
    expect(needed.filter((c) => !codePoints.has(c.codePointAt(0)))).toEqual([]);
  });
});

it('lists the card faces for the renderer, by the name and weight the card asks for', () => {
  const manifest = JSON.parse(readFileSync(path.join(outDir, CARD_MANIFEST), 'utf8'));
  expect(manifest).toEqual(
    CARD_FACES.map((face) => ({ name: face.name, weight: face.weight, file: cardFontFile(face) })),
  );
});

describe('unicode ranges', () => {
  it('joins consecutive code points and writes them as CSS does', () => {
    expect(unicodeRange(toRanges([0x41, 0x42, 0x43, 0x100]))).toBe('U+41-43, U+100');
  });

  it('bridges short gaps, never over a main code point', () => {
    expect(unicodeRange(toRanges([0x100, 0x150], 128))).toBe('U+100-150');
    // € (U+20AC) is in the main file: a range may not claim it.
    expect(unicodeRange(toRanges([0x20a0, 0x20b0], 128))).toBe('U+20A0, U+20B0');
  });
});
