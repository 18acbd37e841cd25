import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';
import type esAdmin from '@/messages/es/admin.json';

/** The frame's messages (Admin.editor): what every editor says alike, handed to the client in the admin's language. */
export type EditorMessages = (typeof esAdmin)['Admin']['editor'];

/** What the editors' client components receive: the frame's messages and the admin area's shared ones. */
export type EditorTexts = {
  locale: Locale;
  editor: EditorMessages;
  /** Admin.errors: the admin wrapper's answers (signed out, forbidden, failed…). */
  errors: Record<string, string>;
  /** Admin.form.problems: the title of the list of problems. */
  problems: string;
};

/** A translator over Admin.editor, for the client components. */
export const editorTranslator = (texts: EditorTexts) =>
  translator(texts.locale, { editor: texts.editor }, 'editor');

export type EditorTranslator = ReturnType<typeof editorTranslator>;

/**
 * Every problem key an editor may meet, as words: the admin area's, then the frame's, then the
 * editor's own (`own`, e.g. Admin.bulletin.errors), each overriding the one before.
 */
export const errorTexts = (texts: EditorTexts, own: Record<string, string> = {}) => ({
  ...texts.errors,
  ...(texts.editor.errors as Record<string, string>),
  ...own,
});
