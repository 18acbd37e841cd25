'use client';

import type { FieldChange, RevisionView } from '@/lib/admin/editor/types';
import type { EditorTranslator } from './texts';

/** How a kind compares two of its revisions and words what changed. */
export type ChangeWords<R extends RevisionView> = {
  compare: (from: R['snapshot'], to: R['snapshot']) => FieldChange[];
  /** A changed field's name ("Resumen (español)"). */
  label: (change: FieldChange) => string;
  /** A value as the form shows it (an id as its name, a status in words). */
  value: (change: FieldChange, value: string) => string;
};

/** What changed from one revision to another, field by field, words removed and added marked. */
export function RevisionChanges<R extends RevisionView>({
  t,
  from,
  to,
  words,
}: {
  t: EditorTranslator;
  from: R;
  to: R;
  words: ChangeWords<R>;
}) {
  const changes = words.compare(from.snapshot, to.snapshot);
  const label = words.label;
  const shownValue = words.value;
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
            <div key={`${change.field}-${change.locale ?? ''}`}>
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
