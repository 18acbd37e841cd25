import 'server-only';
import { z } from 'zod';
import { requestsFor } from '../requests/loaders';
import { requirePage } from '@/lib/auth/guard';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { messages } from '@/lib/i18n/messages';
import { adminPaths, loginPathFor } from '@/lib/routing';

/** Every sentence the privacy page's forms show, worded on the server. */
export type PrivacyLabels = Record<
  | 'title'
  | 'intro'
  | 'email'
  | 'find'
  | 'finding'
  | 'foundHeading'
  | 'count'
  | 'compile'
  | 'compiling'
  | 'download'
  | 'reportHeading'
  | 'none'
  | 'deleteHeading'
  | 'deleteIntro'
  | 'confirm'
  | 'requestId'
  | 'delete'
  | 'deleting'
  | 'deletedHeading'
  | 'keptHeading'
  | 'inSpanish'
  | 'inEnglish'
  | 'liftHeading'
  | 'liftIntro'
  | 'lift'
  | 'lifting'
  | 'lifted'
  | 'notSuppressed',
  string
> & { sources: Record<string, string>; columns: Record<string, string> };

const labelKeys = [
  'title',
  'intro',
  'email',
  'find',
  'finding',
  'foundHeading',
  'count',
  'compile',
  'compiling',
  'download',
  'reportHeading',
  'none',
  'deleteHeading',
  'deleteIntro',
  'confirm',
  'requestId',
  'delete',
  'deleting',
  'deletedHeading',
  'keptHeading',
  'inSpanish',
  'inEnglish',
  'liftHeading',
  'liftIntro',
  'lift',
  'lifting',
  'lifted',
  'notSuppressed',
] as const;
const sourceKeys = [
  'contact_messages',
  'career_applications',
  'newsletter_subscribers',
  'outbox',
  'data_requests',
  'engaged_leads',
  'inbox_notes',
  'inbox_status_changes',
  'inbox_replies',
  'lead_parties',
  'lead_conflict_checks',
] as const;

/**
 * The page's words, for an admin the guard lets handle personal data (else 403 or sign-in), and,
 * when it is opened from a data subject's request (`request`, the request's id: the address itself
 * never goes in a URL), that request's address and id filled in.
 */
export async function getPrivacyPage(request?: string) {
  const [{ claims }, locale] = await Promise.all([
    requirePage('privacy.personal_data'),
    adminLocale(),
  ]);
  const requestId = z.uuid().safeParse(request);
  const asked = requestId.success ? await (await requestsFor(claims)).get(requestId.data) : null;
  const t = adminTranslator(locale);
  const words = Object.fromEntries(labelKeys.map((key) => [key, t(`privacy.${key}`)])) as Record<
    (typeof labelKeys)[number],
    string
  >;
  const labels: PrivacyLabels = {
    ...words,
    sources: Object.fromEntries(sourceKeys.map((key) => [key, t(`privacy.sources.${key}`)])),
    columns: messages[locale].Admin.privacy.columns,
  };
  return {
    labels,
    errors: formMessages(locale).errors,
    loginHref: loginPathFor(adminPaths.privacy),
    exportPath: adminPaths.privacyExport,
    preset: asked ? { email: asked.email, requestId: asked.id } : null,
  };
}
