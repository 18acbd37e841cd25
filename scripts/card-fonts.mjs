// The social cards' faces, written by scripts/subset-fonts.mjs and listed for the card renderer
// (lib/cards/fonts.ts) in CARD_MANIFEST beside them. Kept apart from the subsetter so both read
// one list.

/**
 * The faces the social cards are set in, one static instance per weight: titles and the firm's
 * name in the serif, the rest in Inter. `name` is the family name the card's styles ask for.
 */
export const CARD_FACES = [
  { family: 'source-serif-4', name: 'Source Serif 4', weight: 400 },
  { family: 'source-serif-4', name: 'Source Serif 4', weight: 600 },
  { family: 'inter', name: 'Inter', weight: 400 },
  { family: 'inter', name: 'Inter', weight: 600 },
];

/**
 * What a card may show beyond the main subset: Latin Extended-A, for a name or a title that
 * quotes one (Łódź, Dvořák). Size does not matter there, nothing is sent to a browser.
 */
export const CARD_EXTRA_RANGES = [[0x0100, 0x017f]];

/** The list of the card faces the renderer reads: [{ name, weight, file }]. */
export const CARD_MANIFEST = 'card-fonts.json';

/** The file a card face is written to. */
export function cardFontFile(face) {
  return `card-${face.family}-${face.weight}.ttf`;
}
