import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TeamMember } from '@/lib/content/team';
import type { Entry } from '@/lib/publications/types';

// The pictures a card may show beside its text. The card draws one when these answer one, and
// keeps its text-only layout otherwise: nothing else changes when pictures arrive.

/**
 * A picture for the card, as the renderer reads it: a data URL (the bytes, read on the server;
 * the renderer fetches nothing at build time) and how to frame it.
 */
export type CardImage = {
  src: string;
  /** `portrait`: a 4:5 photo in a framed column (a lawyer); `cover`: the card's right half, cropped. */
  shape: 'portrait' | 'cover';
};

const mimeTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

async function dataUrl(file: string): Promise<string | null> {
  const type = mimeTypes[path.extname(file).toLowerCase()];
  if (!type) return null;
  try {
    return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The cover an entry's card shows, or null for the text-only card. To connect to the image
 * manager: answer the entry's cover as a data URL of one of its generated JPEG or PNG widths (the
 * renderer reads neither WebP nor AVIF), about 1,200 px wide, with `shape: 'cover'`. The card's
 * version hashes the answer, so a new cover gives the card a new URL.
 */
export async function entryCoverForCard(
  entry: Pick<Entry, 'coverImagePath'>,
): Promise<CardImage | null> {
  void entry;
  return null;
}

/**
 * A lawyer's portrait for their card: today the file under public/ that the team table names
 * (`portrait`), or null for the text-only card. The image manager's portraits (team id → image)
 * replace this lookup, an expired portrait answering null.
 */
export async function lawyerPortraitForCard(
  member: Pick<TeamMember, 'portrait'>,
): Promise<CardImage | null> {
  if (!member.portrait) return null;
  const relative = path.normalize(member.portrait).replace(/^([/\\]|\.\.)+/, '');
  // Scoped to public/ in the call itself: the server bundle then carries that folder, not the
  // whole project, and no name leads out of it.
  const file = path.join(process.cwd(), 'public', relative);
  if (!file.startsWith(path.join(process.cwd(), 'public') + path.sep)) return null;
  const src = await dataUrl(file);
  return src ? { src, shape: 'portrait' } : null;
}
