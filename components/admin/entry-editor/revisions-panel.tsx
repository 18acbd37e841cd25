'use client';

import { useState } from 'react';
import { inputClass } from '@/components/form-kit/fields';
import type { EntryDraft } from '@/lib/admin/types';
import { compareDrafts, type FieldChange } from '@/lib/admin/revision-diff';
import type { Option } from './shared-fields';
import type { EditorTranslator } from './texts';

/** A revision as the panel lists it: the date already worded on the server, in the firm's time. */
export type RevisionView = {
  id: string;
  version: number;
  savedAt: string;
  savedByEmail: string | null;
  snapshot: EntryDraft;
};

type Props = {
  revisions: RevisionView[];
  currentVersion: number;
  t: EditorTranslator;
  categories: Option[];
  authors: Option[];
  onLoad: (revision: RevisionView) => void;
};

const buttonClass =
  'min-h-11 border border-ink-900 px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white';

/** The entry's revisions: who saved each and when, a comparison of any two, and loading one into the form. */
export function RevisionsPanel({
  revisions,
  currentVersion,
  t,
  categories,
  authors,
  onLoad,
}: Props) {
  // Until the admin picks, the two newest (the list grows with each save, so these follow it).
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  const from = picked.from ?? revisions[1]?.id ?? revisions[0]?.id ?? '';
  const to = picked.to ?? revisions[0]?.id ?? '';
  const setFrom = (id: string) => setPicked((now) => ({ ...now, from: id }));
  const setTo = (id: string) => setPicked((now) => ({ ...now, to: id }));
  const [shown, setShown] = useState<{ from: RevisionView; to: RevisionView } | null>(null);
  const byId = (id: string) => revisions.find((revision) => revision.id === id);

  return (
    <section aria-labelledby="revisions-title" className="mt-12 space-y-6">
      <h2 id="revisions-title" className="font-serif text-3xl text-ink-950">
        {t('revisions.title')}
      </h2>
      <p className="text-muted">{t('revisions.intro')}</p>
      {revisions.length === 0 ? (
        <p>{t('revisions.empty')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse bg-white text-left text-sm">
              <caption className="sr-only">{t('revisions.caption')}</caption>
              <thead>
                <tr className="border-b-2 border-ink-900">
                  <th scope="col" className="p-3">
                    {t('revisions.version')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('revisions.savedAt')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('revisions.savedBy')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('revisions.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {revisions.map((revision) => (
                  <tr key={revision.id} className="border-b border-stone-line align-top">
                    <th scope="row" className="p-3 font-semibold">
                      {revision.version}
                      {revision.version === currentVersion ? ` (${t('revisions.current')})` : ''}
                    </th>
                    <td className="p-3">{revision.savedAt}</td>
                    <td className="p-3 [overflow-wrap:anywhere]">
                      {revision.savedByEmail ?? t('revisions.unknown')}
                    </td>
                    <td className="p-3">
                      <button
                        type="button"
                        className={buttonClass}
                        aria-label={t('revisions.loadVersion', { version: revision.version })}
                        onClick={() => onLoad(revision)}
                      >
                        {t('revisions.load')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {revisions.length > 1 ? (
            <div className="space-y-4 border border-stone-line bg-white p-4 sm:p-6">
              <h3 className="font-serif text-2xl text-ink-950">{t('revisions.compareTitle')}</h3>
              <div className="grid gap-4 sm:grid-cols-2">
                {(
                  [
                    ['from', from, setFrom],
                    ['to', to, setTo],
                  ] as const
                ).map(([key, value, set]) => (
                  <div key={key}>
                    <label
                      htmlFor={`revision-${key}`}
                      className="mb-2 block text-sm font-semibold text-ink-900"
                    >
                      {t(`revisions.${key}`)}
                    </label>
                    <select
                      id={`revision-${key}`}
                      value={value}
                      onChange={(event) => set(event.target.value)}
                      className={inputClass}
                    >
                      {revisions.map((revision) => (
                        <option key={revision.id} value={revision.id}>
                          {t('revisions.versionOption', {
                            version: revision.version,
                            date: revision.savedAt,
                          })}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              </div>
              <button
                type="button"
                className={buttonClass}
                onClick={() => {
                  const [a, b] = [byId(from), byId(to)];
                  if (a && b) setShown({ from: a, to: b });
                }}
              >
                {t('revisions.compare')}
              </button>
              <div aria-live="polite">
                {shown ? (
                  <Changes
                    t={t}
                    from={shown.from}
                    to={shown.to}
                    names={{ categoryId: categories, authorId: authors }}
                  />
                ) : null}
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function Changes({
  t,
  from,
  to,
  names,
}: {
  t: EditorTranslator;
  from: RevisionView;
  to: RevisionView;
  names: Record<'categoryId' | 'authorId', Option[]>;
}) {
  const changes = compareDrafts(from.snapshot, to.snapshot);
  const label = (change: FieldChange) =>
    'locale' in change
      ? t('fields.inLanguage', {
          field: t(`fields.${change.field}`),
          language: t(`languageNames.${change.locale}`),
        })
      : t(`revisions.sharedFields.${change.field}`);
  // Ids read as the names the form shows.
  const shownValue = (change: FieldChange, value: string) =>
    change.field === 'categoryId' || change.field === 'authorId'
      ? (names[change.field].find((option) => option.id === value)?.label ?? value)
      : change.field === 'status'
        ? t(`fields.${value as 'draft' | 'published'}`)
        : value;
  return (
    <div className="space-y-4">
      <h4 className="font-semibold text-ink-950">
        {t('revisions.changesTitle', { from: from.version, to: to.version })}
      </h4>
      {changes.length === 0 ? (
        <p>{t('revisions.noChanges')}</p>
      ) : (
        <dl className="space-y-4">
          {changes.map((change) => (
            <div key={'locale' in change ? `${change.field}-${change.locale}` : change.field}>
              <dt className="text-sm font-semibold text-ink-900">{label(change)}</dt>
              <dd className="mt-1 border-l-2 border-stone-line pl-3 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap">
                {change.parts.map((part, index) =>
                  part.removed ? (
                    <del key={index} className="mr-1 bg-red-50 text-red-900">
                      <span className="sr-only">{t('revisions.removed')} </span>
                      {shownValue(change, part.value)}
                    </del>
                  ) : part.added ? (
                    <ins key={index} className="mr-1 bg-green-50 text-green-900 no-underline">
                      <span className="sr-only">{t('revisions.added')} </span>
                      {shownValue(change, part.value)}
                    </ins>
                  ) : (
                    <span key={index}>{part.value}</span>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
