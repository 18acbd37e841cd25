'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { EditorTranslator } from './texts';
import type { EditorForm } from './use-editor-form';

/** A revision loaded into the form: its version, and the fields its content changes, named. */
export type Restored = { version: number; fields: string[] };

/**
 * The revision loaded into the form, for the frame's notice: shown while the form holds it
 * unsaved, gone once a save answers (the frame's hook forgets the loaded version then).
 */
export function useRestored<T extends FieldValues>(editor: EditorForm<T>) {
  const [restored, setRestored] = useState<Restored | null>(null);
  const current = restored && editor.loaded === restored.version && editor.dirty ? restored : null;
  return {
    current,
    show(next: Restored) {
      setRestored(next);
      editor.setLoaded(next.version);
    },
  };
}

/**
 * Before the save, what restoring a revision will change: the fields its content changes from the
 * saved version, and that the status and date stay. Focused when it appears (the load button sits
 * under the form), so the admin reads it first.
 */
export function RestoreNotice({ t, restored }: { t: EditorTranslator; restored: Restored }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [restored]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby="restore-title"
      className="space-y-2 border-l-4 border-brass-500 bg-brass-100/60 px-4 py-3 text-sm text-ink-900"
    >
      <h2 id="restore-title" className="font-serif text-lg text-ink-950">
        {t('restore.title', { version: restored.version })}
      </h2>
      {restored.fields.length > 0 ? (
        <>
          <p>{t('restore.changes')}</p>
          <ul className="list-disc pl-5">
            {restored.fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('restore.noChanges')}</p>
      )}
      <p>{t('restore.kept')}</p>
    </div>
  );
}
