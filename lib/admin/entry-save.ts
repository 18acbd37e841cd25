import 'server-only';
import type { EntryDraft, EntryTexts } from '@/lib/backend/types';
import { sanitizeEntryHtml } from '@/lib/publications/html';

/** One language's texts with the body cleaned by the site's one allowlist. */
const cleanTexts = (texts: EntryTexts): EntryTexts => ({
  ...texts,
  body: sanitizeEntryHtml(texts.body),
});

/**
 * The draft as it is stored: every body through `sanitizeEntryHtml`, the same allowlist the
 * public page applies on render. The editor produces nothing the allowlist drops, so a body
 * typed in the editor is stored unchanged; anything else (a forged post) is cleaned here.
 */
export function sanitizeDraft(draft: EntryDraft): EntryDraft {
  return { ...draft, es: cleanTexts(draft.es), en: draft.en ? cleanTexts(draft.en) : null };
}
