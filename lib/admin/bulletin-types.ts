// The bulletin editor's app types, named here so the loaders that fill the editor
// (bulletin-editor.ts) and the editor's components share them without lib/ importing components/.
import type { AbstractIntlMessages } from 'use-intl/core';
import type { BulletinItemHit } from './bulletin-actions';
import type { bulletinTextFields } from './bulletin-schema';

/** The form's text fields as typed: every one a string, the empty string when unset. */
export type BulletinValues = Record<(typeof bulletinTextFields)[number], string>;

/** An entry in the bulletin, as the editor shows it. */
export type BulletinItem = Pick<BulletinItemHit, 'id' | 'kind' | 'status' | 'titleEs' | 'titleEn'>;

/** The words the editor needs in the browser, translated on the server. */
export type BulletinMessages = AbstractIntlMessages;
