'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { FormState } from '@/lib/forms/state';
import { differsFrom, draftKey, readDraft, removeDraft, writeDraft } from './draft-store';
import type { StoredDraft } from './draft-schema';

export type DraftTarget = {
  /** The entry's kind (publication, blog, bulletin): a new one's draft is kept under it. */
  kind: string;
  /** The saved entry's id; empty for a new one. */
  id: string;
  /** Fields never kept: a file's stored path, anything only a save may set. */
  skip?: readonly string[];
  /** After kept values were loaded: the editor shows what the form now holds (slugs, items). */
  onRecovered?: (values: Record<string, string>) => void;
};

// Never kept: which entry and kind the form stands for, and its version, kept on its own.
const always = ['id', 'kind', 'version'];
const delay = 1000;

/**
 * The browser's copy of what is typed, for an editor: kept a second after the last change while
 * the form holds unsaved changes, offered back when the editor opens again (after a reload, a
 * closed tab, a crash or a session that ended) and never loaded without the admin's word; forgotten
 * once a save goes through or the admin discards it.
 */
export function useDraftRecovery<T extends FieldValues>(options: {
  form: UseFormReturn<T>;
  account: string;
  target: DraftTarget;
  state: FormState;
  /** A save is on its way. */
  pending: boolean;
}) {
  const { form, account, target, state, pending } = options;
  const key = draftKey(account, target);
  const skip = useMemo(() => new Set([...always, ...(target.skip ?? [])]), [target.skip]);
  // Read once the page runs in the browser (the server has no localStorage): the kept draft,
  // offered only when it differs from what the form opened with.
  const [offer, setOffer] = useState<StoredDraft | null>(null);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let live = true;
    // zod loads only when something was kept (it stays out of the page's first load).
    const parse = async (raw: string | null) =>
      raw ? (await import('./draft-schema')).parseDraft(raw) : null;
    parse(readDraft(key))
      .then((parsed) => {
        // Only what recover would load counts.
        const kept = parsed && {
          ...parsed,
          values: Object.fromEntries(
            Object.entries(parsed.values).filter(([name]) => !skip.has(name)),
          ),
        };
        if (live) setOffer(kept && differsFrom(kept, form.getValues()) ? kept : null);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setChecked(true);
      });
    return () => {
      live = false;
    };
  }, [key, form, skip]);

  // Kept a second after the last change, through a subscription (a change does not render the
  // editor again for this). Not while the offer stands: what the admin has not answered yet is not
  // overwritten by what is typed meanwhile.
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!checked || offer) return;
    const keep = () => {
      // What the form holds when the second is up: a save may have gone through meanwhile.
      if (!form.formState.isDirty) return;
      const all = form.getValues() as Record<string, unknown>;
      const values = Object.fromEntries(
        Object.entries(all).flatMap(([name, value]) =>
          typeof value === 'string' && !skip.has(name) ? [[name, value]] : [],
        ),
      );
      writeDraft(key, { values, version: String(all.version ?? ''), savedAt: Date.now() });
    };
    const later = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(keep, delay);
    };
    // What was typed before the kept draft was read (or while the offer stood) is kept too.
    later();
    const subscription = form.watch(later);
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [checked, offer, key, form, skip]);

  // A save that went through: nothing typed is unsaved any more (nor about to be kept).
  useEffect(() => {
    if (state.status !== 'success') return;
    window.clearTimeout(timer.current);
    removeDraft(key);
  }, [state, key]);

  // A new entry's save leaves the page (to the saved entry's editor) without an answer: the
  // editor unmounting while a save waits for one is that save gone through.
  const awaiting = useRef(false);
  useEffect(() => {
    awaiting.current = pending;
  }, [pending, state]);
  useEffect(() => {
    if (target.id) return;
    return () => {
      if (awaiting.current) removeDraft(key);
    };
  }, [target.id, key]);

  return {
    /** The kept draft on offer, until the admin answers. */
    offer,
    /** The kept values into the form, as unsaved changes at the version they were typed on. */
    recover: () => {
      if (!offer) return;
      const shown = form.getValues() as Record<string, unknown>;
      for (const [name, value] of Object.entries(offer.values)) {
        // Only the form's own fields: the stored names came from outside.
        if (skip.has(name) || !(name in shown)) continue;
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
      // The save checks the version the values were typed on: if the entry changed since, it is
      // refused as any stale save is.
      if (offer.version && 'version' in shown)
        form.setValue('version' as Path<T>, offer.version as PathValue<T, Path<T>>);
      target.onRecovered?.(form.getValues() as Record<string, string>);
      setOffer(null);
    },
    /** The kept values forgotten. */
    discard: () => {
      removeDraft(key);
      setOffer(null);
    },
  };
}

export type DraftRecovery = ReturnType<typeof useDraftRecovery>;
