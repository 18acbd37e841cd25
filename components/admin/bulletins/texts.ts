import type { EditorTexts } from '@/components/admin/editor-frame/texts';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';
import type esAdmin from '@/messages/es/admin.json';

/** The bulletin editor's own messages (Admin.bulletin): what the frame (Admin.editor) does not say. */
export type BulletinMessages = (typeof esAdmin)['Admin']['bulletin'];

/** The frame's texts and the bulletin's own, handed to the client in the admin's language. */
export type BulletinTexts = EditorTexts & { bulletin: BulletinMessages };

/** A translator over Admin.bulletin, typed by its keys like the frame's. */
export const bulletinTranslator = (locale: Locale, bulletin: BulletinMessages) =>
  translator(locale, { bulletin }, 'bulletin');

export type BulletinTranslator = ReturnType<typeof bulletinTranslator>;
