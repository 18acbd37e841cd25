import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cardFonts } from './fonts';
import { lawyerPortraitForCard } from './images';
import type { SocialCard } from './model';
import { renderCard, titleSize } from './render';
// The image manager narrows the decoders sharp may use for the whole process, and the server
// that draws cards processes uploads too: cards are drawn here after that module has loaded.
import '@/lib/images/process';

// The card drawn with the build's own faces: the subsetter writes them first (a no-op when
// .fonts/ is up to date), as `npm run build` and `npm run dev` do.
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/subset-fonts.mjs'], { stdio: 'ignore' });
}, 120_000);

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const base: SocialCard = {
  locale: 'es',
  eyebrow: 'Actualización jurídica · Derecho tributario',
  title: '¿Qué cambia con la UVT de 2027? Señales, años y «comillas» — todo explicado',
  details: '14 de octubre de 2026 · Andrés Felipe Gómez Cárdenas',
  image: null,
  alt: 'x',
};

// Set CARDS_SHOTS=/tmp/cards-shots to keep the pictures and look at them.
const shots = process.env.CARDS_SHOTS;

async function draw(name: string, card: SocialCard) {
  const response = await renderCard(card);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (shots) {
    mkdirSync(shots, { recursive: true });
    writeFileSync(path.join(shots, `${name}.png`), bytes);
  }
  return bytes;
}

it('reads the four static faces the subsetter listed', async () => {
  const fonts = await cardFonts();
  expect(fonts.map((font) => `${font.name} ${font.weight}`)).toEqual([
    'Source Serif 4 400',
    'Source Serif 4 600',
    'Inter 400',
    'Inter 600',
  ]);
  // TrueType, as the renderer reads it.
  for (const font of fonts) expect(font.data.readUInt32BE(0)).toBe(0x00010000);
});

it('draws a 1200×630 PNG with accents, ñ, ¿ and quotes', async () => {
  expect(pngSize(await draw('accents', base))).toEqual({ width: 1200, height: 630 });
});

it('draws a long title, eyebrow and details without growing the card', async () => {
  const long = {
    ...base,
    eyebrow: `${base.eyebrow} · Contratación estatal y régimen sancionatorio aduanero`,
    title: `Reforma tributaria de 2026: qué cambia para las sociedades, los dividendos, el impuesto al patrimonio, los precios de transferencia y el régimen simple, artículo por artículo`,
    details: `${base.details} · ${'una línea que sigue '.repeat(12)}`,
  };
  expect(pngSize(await draw('long', long))).toEqual({ width: 1200, height: 630 });
});

it('draws a portrait beside the text when the card has one', async () => {
  const image = await lawyerPortraitForCard({ portrait: '/icons/icon-512.png' });
  const card = { ...base, eyebrow: 'Socia', title: 'Claudia Patricia Rincón Salazar', image };
  const withPortrait = await draw('portrait', card);
  expect(pngSize(withPortrait)).toEqual({ width: 1200, height: 630 });
  expect(withPortrait.equals(await draw('no-portrait', { ...card, image: null }))).toBe(false);
});

it('sets a long title smaller, and smaller still beside a picture', () => {
  expect(titleSize('Nosotros', false)).toBe(72);
  expect(titleSize('x'.repeat(80), false)).toBe(60);
  expect(titleSize('x'.repeat(80), true)).toBe(50);
});
