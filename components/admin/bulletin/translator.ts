import { createTranslator } from 'use-intl/core';
import type { BulletinMessages } from '@/lib/admin/bulletin-types';
import type { Locale } from '@/lib/routing';

/** The editor's words: Admin.bulletin, with Admin.errors and Admin.bulletin.errors merged in `errors`. */
export type { BulletinMessages };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator over the messages the page handed down (translated on the server, worded here). */
export function bulletinTranslator(locale: Locale, messages: BulletinMessages): Translate {
  const t = createTranslator({ locale, messages });
  return (key, values) => (t as (k: string, v?: typeof values) => string)(key, values);
}

/** A failure's message key as words; unknown keys read as the generic failure, never as a key. */
export function errorText(t: Translate, messages: BulletinMessages, key: string): string {
  const errors = messages.errors as Record<string, string>;
  return t(key in errors ? `errors.${key}` : 'errors.failed');
}
