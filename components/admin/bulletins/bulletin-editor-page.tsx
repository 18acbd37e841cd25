import 'server-only';
import { AuditHistoryLink } from '@/components/admin/audit/history-link';
import type { BulletinEditorData } from '@/lib/admin/bulletins/loaders';
import { bulletinValues } from '@/lib/admin/bulletins/values';
import { isBulletinSnapshot, revisionViews } from '@/lib/admin/editor/revisions';
import { adminTranslator } from '@/lib/admin/locale';
import { messages } from '@/lib/i18n/messages';
import { adminEditPath, adminPaths, loginPathFor, previewPathFor } from '@/lib/routing';
import { monthName } from '@/lib/admin/bulletins/loaders';
import { RestoredNotice } from '@/components/admin/trash/restored-notice';
import { BulletinEditor } from './bulletin-editor';

/**
 * The bulletin editor's page, new or saved, as its route read it (lib/admin/bulletins/loaders.ts).
 * /admin/bulletin/new and /admin/bulletin/edit/{id} render it.
 */
export function BulletinEditorPage({
  editor,
  justSaved = false,
  restored = false,
}: {
  editor: BulletinEditorData;
  justSaved?: boolean;
  /** Opened right after the bulletin came back from the trash. */
  restored?: boolean;
}) {
  const { locale, saved } = editor;
  const t = adminTranslator(locale);
  const admin = messages[locale].Admin;
  const here = saved ? adminEditPath('bulletin', saved.entry.id) : adminPaths.newBulletin;
  const preview = (language: 'es' | 'en') => previewPathFor(saved!.entry.id, language);
  return (
    <>
      <h1 className="font-serif text-4xl">
        {saved
          ? t('bulletin.editTitle', { month: monthName(saved.entry.issueMonth, locale) })
          : t('bulletin.newTitle')}
      </h1>
      {restored ? <RestoredNotice locale={locale} /> : null}
      <p className="mt-3 mb-8 max-w-3xl text-muted">{t('bulletin.intro')}</p>
      {saved && editor.mayReadHistory ? (
        <p className="-mt-6 mb-8">
          <AuditHistoryLink kind="entry" id={saved.entry.id} label={t('audit.historyLink')} />
        </p>
      ) : null}
      <BulletinEditor
        texts={{
          locale,
          editor: admin.editor,
          bulletin: admin.bulletin,
          errors: admin.errors,
          problems: t('form.problems'),
        }}
        initial={saved ? bulletinValues(saved.entry, saved.entry) : bulletinValues(null)}
        known={editor.items}
        revisions={saved ? revisionViews(saved.revisions, locale, isBulletinSnapshot) : null}
        previews={saved ? { es: preview('es'), en: preview('en') } : null}
        justSaved={justSaved}
        loginHref={loginPathFor(here)}
        account={editor.account}
      />
    </>
  );
}
