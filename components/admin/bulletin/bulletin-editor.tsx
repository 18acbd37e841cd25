'use client';

import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { FormProblems } from '@/components/admin/form-problems';
import { SubmitButton } from '@/components/forms/fields';
import { saveBulletinAction } from '@/lib/admin/bulletin-actions';
import { bulletinFormSchema, bulletinTextFields } from '@/lib/admin/bulletin-schema';
import type { Problem } from '@/lib/admin/problems';
import { suggestSlug } from '@/lib/admin/suggest-slug';
import { fieldErrors } from '@/lib/forms/schemas';
import { idle } from '@/lib/forms/state';
import { adminEditPath, pathFor, type Locale } from '@/lib/routing';
import { BulletinItems } from './bulletin-items';
import { BulletinPdf } from './bulletin-pdf';
import { BulletinSchedule } from './bulletin-schedule';
import { BulletinTexts } from './bulletin-texts';
import { DeleteBulletin } from './delete-bulletin';
import type { BulletinItem } from './items';
import { bulletinTranslator, errorText, type BulletinMessages } from './translator';
import { useLeaveWarning } from './use-leave-warning';

export type BulletinValues = Record<(typeof bulletinTextFields)[number], string>;

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

const snapshot = (values: BulletinValues, items: BulletinItem[]) =>
  JSON.stringify({ ...values, id: '', version: '', items: items.map((item) => item.id) });

/**
 * The bulletin editor: month, status and date, both languages, the ordered entries and the PDF.
 * The shared schema checks the form here before anything is sent and the action checks it again;
 * the action's refusals (stale version, month or slug taken) come back next to their fields and
 * nothing typed is lost. Leaving with unsaved changes asks first.
 */
export type BulletinEditorProps = {
  locale: Locale;
  messages: BulletinMessages;
  initial: { values: BulletinValues; items: BulletinItem[] };
  /** Where the editor goes once the bulletin is deleted. */
  doneHref: string;
};

export function BulletinEditor(props: BulletinEditorProps) {
  const { locale, messages, initial } = props;
  const t = useMemo(() => bulletinTranslator(locale, messages), [locale, messages]);
  const [values, setValues] = useState(initial.values);
  const [items, setItems] = useState(initial.items);
  const [saved, setSaved] = useState({ values: initial.values, items: initial.items });
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState('');
  const [slugEdited, setSlugEdited] = useState({
    Es: initial.values.slugEs !== '',
    En: initial.values.slugEn !== '',
  });
  const [pending, startTransition] = useTransition();
  const [deleted, setDeleted] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);

  const dirty = file !== null || snapshot(values, items) !== snapshot(saved.values, saved.items);
  useLeaveWarning(dirty && !pending && !deleted, t('leaveWarning'));
  // Leaves once the warning is off (an effect later), so a deleted bulletin asks nothing.
  useEffect(() => {
    if (deleted) window.location.assign(props.doneHref);
  }, [deleted, props.doneHref]);

  const set = (patch: Partial<BulletinValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setNotice('');
  };
  const title = (suffix: 'Es' | 'En', text: string) =>
    set(
      slugEdited[suffix]
        ? { [`title${suffix}`]: text }
        : { [`title${suffix}`]: text, [`slug${suffix}`]: suggestSlug(text) },
    );
  const slug = (suffix: 'Es' | 'En', text: string) => {
    setSlugEdited((current) => ({ ...current, [suffix]: text !== '' }));
    set({ [`slug${suffix}`]: text });
  };

  const say = (key: string) => errorText(t, messages, key);
  const problems: Problem[] = [
    ...Object.entries(problemTargets)
      .filter(([field]) => errors[field])
      .map(([field, fieldId]) => ({ message: say(errors[field]!), fieldId })),
    ...(formError ? [{ message: say(formError) }] : []),
  ];
  const shown = (field: string) => (errors[field] ? say(errors[field]) : undefined);

  const refuse = (fields: Record<string, string>, form?: string) => {
    setErrors(fields);
    setFormError(form);
    setNotice('');
    requestAnimationFrame(() => problemsRef.current?.focus());
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const current = { ...values, items: items.map((item) => item.id).join(',') };
    const parsed = bulletinFormSchema.safeParse({ ...current, pdf: file });
    if (!parsed.success) return refuse(fieldErrors(parsed.error.issues));
    const form = new FormData();
    for (const name of bulletinTextFields) form.set(name, current[name]);
    if (file) form.set('pdf', file);
    startTransition(async () => {
      const state = await saveBulletinAction(idle, form);
      if (state.status === 'success') {
        const answer = state.values ?? {};
        const next = { ...current, ...answer } as BulletinValues;
        setValues(next);
        setSaved({ values: next, items });
        setFile(null);
        setFileKey((key) => key + 1);
        setErrors({});
        setFormError(undefined);
        setNotice(t('saved'));
        // A new bulletin now has an address of its own: a reload edits it, never a second one.
        if (!values.id && answer.id)
          window.history.replaceState(null, '', adminEditPath('bulletin', answer.id));
        return;
      }
      if (state.status !== 'error') return;
      // A PDF stored before the save was refused stays with the form: the next save keeps it.
      if (state.values.pdfPath && state.values.pdfPath !== values.pdfPath) {
        set({ pdfPath: state.values.pdfPath });
        setFile(null);
        setFileKey((key) => key + 1);
      }
      refuse(state.fieldErrors, state.formError);
    });
  };

  const publicHref =
    saved.values.id && saved.values.status === 'published'
      ? pathFor(
          { screen: 'entry', slugs: { es: saved.values.slugEs, en: saved.values.slugEn || null } },
          locale,
        )
      : null;

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-8">
        {problems.length > 0 ? (
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
          onChange={set}
        />
        <div className="grid gap-8 lg:grid-cols-2">
          {(['es', 'en'] as const).map((language) => {
            const suffix = language === 'es' ? 'Es' : 'En';
            return (
              <BulletinTexts
                key={language}
                language={language}
                t={t}
                values={values}
                errors={{
                  [`title${suffix}`]: shown(`title${suffix}`),
                  [`slug${suffix}`]: shown(`slug${suffix}`),
                  [`summary${suffix}`]: shown(`summary${suffix}`),
                }}
                onTitle={(text) => title(suffix, text)}
                onSlug={(text) => slug(suffix, text)}
                onSummary={(text) => set({ [`summary${suffix}`]: text })}
              />
            );
          })}
        </div>
        <BulletinItems
          items={items}
          onChange={(next) => {
            setItems(next);
            setNotice('');
          }}
          locale={locale}
          t={t}
          searchId="bulletin-search"
          error={shown('items')}
        />
        <BulletinPdf
          key={fileKey}
          t={t}
          locale={locale}
          keptPath={values.pdfPath}
          savedPath={saved.values.pdfPath}
          file={file}
          language={values.pdfLanguage}
          error={shown('pdf') ?? shown('pdfPath') ?? shown('pdfLanguage')}
          onKeep={(path) => set({ pdfPath: path })}
          onLanguage={(language) => set({ pdfLanguage: language })}
          onFile={(chosen, problem) => {
            setFile(chosen);
            setErrors((current) => {
              const rest = { ...current };
              delete rest.pdf;
              return problem ? { ...rest, pdf: problem } : rest;
            });
          }}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
          <SubmitButton pending={pending} label={t('save')} pendingLabel={t('saving')} />
          <p id="bulletin-unsaved" className="text-sm text-muted">
            {dirty ? t('unsaved') : ''}
          </p>
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
          {notice}
        </p>
      </form>
      {saved.values.id ? (
        <DeleteBulletin
          id={saved.values.id}
          version={saved.values.version}
          t={t}
          describe={say}
          onDeleted={() => setDeleted(true)}
        />
      ) : null}
    </>
  );
}
