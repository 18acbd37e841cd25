'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProblems } from '@/components/form-kit/form-problems';
import { SubmitButton } from '@/components/form-kit/fields';
import type { Problem } from '@/lib/admin/problems';
import { pathFor, type Locale } from '@/lib/routing';
import { BulletinItems } from './bulletin-items';
import { BulletinPdf } from './bulletin-pdf';
import { BulletinSchedule } from './bulletin-schedule';
import { BulletinTexts } from './bulletin-texts';
import { DeleteBulletin } from './delete-bulletin';
import type { BulletinItem } from './items';
import { bulletinTranslator, errorText, type BulletinMessages } from './translator';
import { useBulletinForm, type BulletinValues } from './use-bulletin-form';
import { useUnsavedWarning } from '@/components/admin/use-unsaved-warning';

export type { BulletinValues };

/** Where each field's problem is shown and focused, in the order of the form. */
const problemTargets: Record<string, string> = {
  issueMonth: 'bulletin-issueMonth',
  status: 'bulletin-status',
  publishedAt: 'bulletin-publishedAt',
  titleEs: 'bulletin-titleEs',
  slugEs: 'bulletin-slugEs',
  summaryEs: 'bulletin-summaryEs',
  titleEn: 'bulletin-titleEn',
  slugEn: 'bulletin-slugEn',
  summaryEn: 'bulletin-summaryEn',
  items: 'bulletin-search',
  pdf: 'bulletin-pdf',
  pdfPath: 'bulletin-pdf',
  pdfLanguage: 'bulletin-pdf',
};

export type BulletinEditorProps = {
  locale: Locale;
  messages: BulletinMessages;
  initial: { values: BulletinValues; items: BulletinItem[] };
  /** Opened right after the bulletin was created (the save moved here): say it was saved. */
  justSaved?: boolean;
  /** Where the editor goes once the bulletin is deleted. */
  doneHref: string;
};

/**
 * The bulletin editor: month, status and date, both languages side by side on a wide screen, the
 * ordered entries and the PDF; problems listed on top (focused) and next to each field, in the
 * admin's language. Leaving with unsaved changes asks first.
 */
export function BulletinEditor({
  locale,
  messages,
  initial,
  justSaved = false,
  doneHref,
}: BulletinEditorProps) {
  const t = useMemo(() => bulletinTranslator(locale, messages), [locale, messages]);
  const problemsRef = useRef<HTMLDivElement>(null);
  const form = useBulletinForm(initial, problemsRef, justSaved);
  const { values, errors, saved } = form;
  const [deleted, setDeleted] = useState(false);
  useUnsavedWarning(form.dirty && !form.pending && !deleted, t('leaveWarning'));
  // Leaves once the warning is off (an effect later), so a deleted bulletin asks nothing.
  useEffect(() => {
    if (deleted) window.location.assign(doneHref);
  }, [deleted, doneHref]);

  const say = (key: string) => errorText(t, messages, key);
  const shown = (field: string) => (errors[field] ? say(errors[field]) : undefined);
  const problems: Problem[] = [
    ...Object.entries(problemTargets)
      .filter(([field]) => errors[field])
      .map(([field, fieldId]) => ({ message: say(errors[field]!), fieldId })),
    ...(form.formError ? [{ message: say(form.formError) }] : []),
  ];
  const { id, status, slugEs, slugEn } = saved.values;
  const publicHref =
    id && status === 'published'
      ? pathFor({ screen: 'entry', slugs: { es: slugEs, en: slugEn || null } }, locale)
      : null;

  return (
    <>
      <form onSubmit={form.submit} noValidate className="space-y-8">
        {form.refused && problems.length > 0 ? (
          <FormProblems ref={problemsRef} title={t('problemsTitle')} problems={problems} />
        ) : null}
        <BulletinSchedule
          t={t}
          values={values}
          errors={{
            issueMonth: shown('issueMonth'),
            status: shown('status'),
            publishedAt: shown('publishedAt'),
          }}
          onChange={form.set}
        />
        <div className="grid gap-8 lg:grid-cols-2">
          {(['Es', 'En'] as const).map((suffix) => (
            <BulletinTexts
              key={suffix}
              language={suffix === 'Es' ? 'es' : 'en'}
              t={t}
              values={values}
              errors={Object.fromEntries(
                ['title', 'slug', 'summary'].map((name) => [
                  `${name}${suffix}`,
                  shown(`${name}${suffix}`),
                ]),
              )}
              onTitle={(text) => form.setTitle(suffix, text)}
              onSlug={(text) => form.setSlug(suffix, text)}
              onSummary={(text) => form.set({ [`summary${suffix}`]: text })}
            />
          ))}
        </div>
        <BulletinItems
          items={form.items}
          onChange={form.setItems}
          locale={locale}
          t={t}
          searchId="bulletin-search"
          error={shown('items')}
        />
        <BulletinPdf
          key={form.fileKey}
          t={t}
          locale={locale}
          keptPath={values.pdfPath}
          savedPath={saved.values.pdfPath}
          file={form.file}
          language={values.pdfLanguage}
          error={shown('pdf') ?? shown('pdfPath') ?? shown('pdfLanguage')}
          onKeep={(path) => form.set({ pdfPath: path })}
          onLanguage={(language) => form.set({ pdfLanguage: language })}
          onFile={form.chooseFile}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
          <SubmitButton pending={form.pending} label={t('save')} pendingLabel={t('saving')} />
          <p className="text-sm text-muted">{form.dirty ? t('unsaved') : ''}</p>
          {publicHref ? (
            <a
              href={publicHref}
              target="_blank"
              rel="noopener"
              className="font-semibold underline underline-offset-4"
            >
              {t('viewPublic')}
            </a>
          ) : null}
        </div>
        <p
          role="status"
          className="border-l-4 border-brass-500 bg-white p-4 text-ink-900 empty:hidden"
        >
          {form.notice ? t('saved') : ''}
        </p>
      </form>
      {id ? (
        <DeleteBulletin
          id={id}
          version={saved.values.version}
          t={t}
          describe={say}
          onDeleted={() => setDeleted(true)}
        />
      ) : null}
    </>
  );
}
