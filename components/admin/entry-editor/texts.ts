import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/routing';
import type esAdmin from '@/messages/es/admin.json';

/** The editor's messages (Admin.editor), handed to the client in the admin's language. */
export type EditorMessages = (typeof esAdmin)['Admin']['editor'];

/** What the editor's client components receive: its messages and the admin area's shared ones. */
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
  createTranslator({
    locale: texts.locale,
    messages: { editor: texts.editor },
    namespace: 'editor',
  });

export type EditorTranslator = ReturnType<typeof editorTranslator>;

/** A problem's key in the admin's words: the editor's own first, then the admin area's, else the generic failure. */
export function problemText(texts: EditorTexts, key: string): string {
  const own = (texts.editor.errors as Record<string, string>)[key];
  return own ?? texts.errors[key] ?? texts.errors.failed ?? key;
}
