'use client';

import { useState } from 'react';
import { inputClass } from '@/components/form-kit/fields';
import type { RevisionView } from '@/lib/admin/editor/types';
import { RevisionChanges, type ChangeWords } from './revision-changes';
import type { EditorTranslator } from './texts';

type Props<R extends RevisionView> = {
  revisions: R[];
  currentVersion: number;
  t: EditorTranslator;
  /** How the kind compares two revisions and words a change (lib/admin/editor/revision-diff.ts). */
  words: ChangeWords<R>;
  onLoad: (revision: R) => void;
};

const buttonClass =
  'min-h-11 border border-ink-900 px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white';

/**
 * An entry's revisions, for every editor: who saved each and when, a comparison of any two, and
 * loading one into the form (stored only by the next save).
 */
export function RevisionsPanel<R extends RevisionView>({
  revisions,
  currentVersion,
  t,
  words,
  onLoad,
}: Props<R>) {
  // Until the admin picks, the two newest (the list grows with each save, so these follow it).
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  const from = picked.from ?? revisions[1]?.id ?? revisions[0]?.id ?? '';
  const to = picked.to ?? revisions[0]?.id ?? '';
  const setFrom = (id: string) => setPicked((now) => ({ ...now, from: id }));
  const setTo = (id: string) => setPicked((now) => ({ ...now, to: id }));
  const [shown, setShown] = useState<{ from: R; to: R } | null>(null);
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
                  <RevisionChanges t={t} from={shown.from} to={shown.to} words={words} />
                ) : null}
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
