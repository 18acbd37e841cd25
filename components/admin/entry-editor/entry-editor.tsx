'use client';

import { useEffect, useRef, useState } from 'react';
import { SubmitButton } from '@/components/form-kit/fields';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { FormProblems } from '@/components/form-kit/form-problems';
import {
  entryFormFields,
  fieldName,
  formValuesFrom,
  textFields,
  type EntryFormValues,
} from '@/lib/admin/entries/schema';
import { saveEntryAction } from '@/lib/admin/entries/actions';
import type { Problem } from '@/lib/admin/problems';
import { DeleteEntry } from './delete-entry';
import { fieldId, LanguageFields } from './language-fields';
import { RevisionsPanel, type RevisionView } from './revisions-panel';
import { SharedFields, type Option } from './shared-fields';
import { editorTranslator, problemText, type EditorTexts } from './texts';
import { useUnsavedWarning } from '@/components/admin/use-unsaved-warning';

// zod and the schema load when the form is first checked, not with the page.
const loadSchema = () => import('@/lib/admin/entries/schema').then((m) => m.entryFormSchema);

type Props = {
  texts: EditorTexts;
  initial: EntryFormValues;
  categories: Option[];
  authors: Option[];
  /** The saved entry's revisions, newest first; none for a new entry. */
  revisions: RevisionView[] | null;
  /** The entry's public pages in draft mode, per language (saved entries only). */
  previews: { es: string; en: string } | null;
  loginHref: string;
};

/** The fields in the order they appear, as the list of problems names them. */
const fieldOrder = [
  ...textFields.map((field) => fieldName(field, 'es')),
  ...textFields.map((field) => fieldName(field, 'en')),
  'categoryId',
  'authorId',
  'status',
  'publishedAt',
  'id',
  'kind',
] as const;

const languageOf = (name: string) =>
  name.endsWith('En') ? 'en' : name.endsWith('Es') ? 'es' : null;

/**
 * The publication and blog editor: both languages side by side from a wide screen (one above
 * the other on a phone), what they share, save, preview, delete and the revisions. Checked in
 * the browser with the schema the save action parses again; what only the server knows (a slug
 * taken, a stale version) comes back into the same places. Nothing typed is lost on a refusal:
 * the fields keep their values and only the version changes, after a save that went through.
 */
export function EntryEditor({
  texts,
  initial,
  categories,
  authors,
  revisions,
  previews,
  loginHref,
}: Props) {
  const t = editorTranslator(texts);
  const errors = { ...texts.errors, ...(texts.editor.errors as Record<string, string>) };
  const problemsRef = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  const [loaded, setLoaded] = useState<number | null>(null);
  const [slugEdited, setSlugEdited] = useState({
    es: initial.slugEs !== '',
    en: initial.slugEn !== '',
  });
  const {
    state,
    form,
    formRef,
    formAction,
    onSubmit,
    errorText,
    values: shown,
    pending,
  } = useActionForm<EntryFormValues>(loadSchema as never, saveEntryAction, initial, {
    // Read from the form's live state: this render's formState predates the check.
    onInvalid: () =>
      setRefused(
        Object.fromEntries(
          fieldOrder.flatMap((name) => {
            const key = form.getFieldState(name).error?.message;
            return key ? [[name, key]] : [];
          }),
        ),
      ),
  });
  // What the inputs show first: the entry, or what a refused save sent back.
  const values = shown as unknown as EntryFormValues;
  const dirty = form.formState.isDirty;
  useUnsavedWarning(dirty, t('actions.leave'));
  const errorOf = (name: keyof EntryFormValues) => errorText(name, errors);
  const version = form.watch('version');

  // A save that went through: the form now stands for the new version, with nothing unsaved.
  const savedVersion = state.status === 'success' ? state.values?.version : undefined;
  useEffect(() => {
    if (!savedVersion) return;
    form.reset({ ...form.getValues(), version: savedVersion });
  }, [savedVersion, form]);

  useEffect(() => {
    if (state.status !== 'error') return;
    if (state.formError === 'signedOut') window.location.assign(loginHref);
    else problemsRef.current?.focus();
  }, [state, loginHref]);
  useEffect(() => {
    if (refused) problemsRef.current?.focus();
  }, [refused]);

  const label = (name: string) => {
    const language = languageOf(name);
    const field = language ? name.slice(0, -2) : name;
    const names: Record<string, string> = {
      categoryId: t('fields.category'),
      authorId: t('fields.author'),
      status: t('fields.status'),
      publishedAt: t('fields.publishedAt'),
    };
    if (!language) return names[field] ?? t('fields.title');
    return t('fields.inLanguage', {
      field: t(`fields.${field as (typeof textFields)[number]}`),
      language: t(`languageNames.${language}`),
    });
  };
  const fieldProblems = (keys: Partial<Record<string, string>>): Problem[] =>
    fieldOrder.flatMap((name) => {
      const key = keys[name];
      return key
        ? [{ message: `${label(name)}: ${errors[key] ?? key}`, fieldId: fieldId(name) }]
        : [];
    });
  const serverKeys = state.status === 'error' ? state.fieldErrors : {};
  const problems = fieldProblems(refused ?? serverKeys);
  const formProblem =
    !refused && state.status === 'error' && state.formError && state.formError !== 'signedOut'
      ? problemText(texts, state.formError)
      : null;

  const loadRevision = (revision: RevisionView) => {
    const next = formValuesFrom(revision.snapshot);
    for (const name of entryFormFields) {
      if (name === 'id' || name === 'version' || name === 'kind') continue;
      form.setValue(name, next[name], { shouldDirty: true });
    }
    setSlugEdited({ es: next.slugEs !== '', en: next.slugEn !== '' });
    setLoaded(revision.version);
  };

  return (
    <>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={(event) => {
          setRefused(null);
          return onSubmit(event);
        }}
        noValidate
        className="space-y-8"
      >
        {formProblem ? (
          <div
            ref={problemsRef}
            tabIndex={-1}
            role="alert"
            data-form-problems
            className="border-2 border-red-700 bg-white p-5 font-semibold text-red-900 focus:outline-3 focus:outline-offset-3 focus:outline-brass-500"
          >
            {formProblem}
          </div>
        ) : problems.length > 0 ? (
          <FormProblems ref={problemsRef} title={texts.problems} problems={problems} />
        ) : null}
        {/* Controlled: React would reset a hidden input to its defaultValue on every render. */}
        <input type="hidden" {...form.register('id')} value={form.watch('id') ?? ''} />
        <input type="hidden" {...form.register('version')} value={form.watch('version') ?? ''} />
        <input type="hidden" {...form.register('kind')} value={form.watch('kind') ?? ''} />
        <div className="grid gap-8 lg:grid-cols-2">
          {(['es', 'en'] as const).map((language) => (
            <LanguageFields
              key={language}
              language={language}
              form={form}
              t={t}
              texts={texts}
              values={values}
              errorOf={errorOf}
              slugEdited={slugEdited[language]}
              onSlugEdited={(edited) => setSlugEdited((now) => ({ ...now, [language]: edited }))}
            />
          ))}
        </div>
        <SharedFields
          form={form}
          t={t}
          locale={texts.locale}
          values={values}
          errorOf={errorOf}
          categories={categories}
          authors={authors}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
          <SubmitButton
            pending={pending}
            label={t('actions.save')}
            pendingLabel={t('actions.saving')}
          />
          {previews
            ? (['es', 'en'] as const).map((language) => (
                <a
                  key={language}
                  href={previews[language]}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center border border-ink-900 px-5 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white"
                >
                  {t(language === 'es' ? 'actions.preview' : 'actions.previewEn')}
                  <span className="sr-only"> {t('actions.newTab')}</span>
                </a>
              ))
            : null}
          <p role="status" className="text-sm font-semibold text-ink-900 empty:hidden">
            {savedVersion && !dirty
              ? t('actions.saved', { version: savedVersion })
              : loaded && dirty
                ? t('revisions.loaded', { version: loaded })
                : dirty
                  ? t('actions.unsaved')
                  : null}
          </p>
        </div>
        {previews ? <p className="text-sm text-muted">{t('actions.previewNeedsSave')}</p> : null}
      </form>
      {revisions && initial.id ? (
        <>
          <RevisionsPanel
            revisions={revisions}
            currentVersion={Number(version)}
            t={t}
            categories={categories}
            authors={authors}
            onLoad={loadRevision}
          />
          <DeleteEntry
            id={initial.id}
            version={version}
            kind={initial.kind}
            title={initial.titleEs}
            t={t}
            texts={texts}
            loginHref={loginHref}
          />
        </>
      ) : null}
    </>
  );
}
