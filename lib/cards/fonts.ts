import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

// The card's faces: static TrueType instances of the site's fonts that the build's subsetter
// writes into .fonts/ with card-fonts.json listing them (scripts/card-fonts.mjs). On the server
// only: next.config.ts traces them into the card route's bundle.

/** A face as ImageResponse takes it. */
export type CardFont = { name: string; data: Buffer; weight: 400 | 600; style: 'normal' };

const manifestSchema = z.array(
  z.object({
    name: z.enum(['Source Serif 4', 'Inter']),
    weight: z.union([z.literal(400), z.literal(600)]),
    file: z.string().regex(/^card-[a-z0-9-]+\.ttf$/),
  }),
);

/** The card faces in `dir` (the build's .fonts/), read once per process. */
export function cardFonts(dir = path.join(process.cwd(), '.fonts')): Promise<CardFont[]> {
  const cached = loaded.get(dir);
  if (cached) return cached;
  const reading = readFonts(dir);
  loaded.set(dir, reading);
  // A failed read is not kept: the next card tries again.
  reading.catch(() => loaded.delete(dir));
  return reading;
}

const loaded = new Map<string, Promise<CardFont[]>>();

async function readFonts(dir: string): Promise<CardFont[]> {
  const manifest = manifestSchema.parse(
    JSON.parse(await readFile(path.join(dir, 'card-fonts.json'), 'utf8')),
  );
  return Promise.all(
    manifest.map(async (face) => ({
      name: face.name,
      weight: face.weight,
      style: 'normal' as const,
      data: await readFile(path.join(dir, face.file)),
    })),
  );
}
