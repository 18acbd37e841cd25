'use client';

import { useState, useTransition, type RefObject } from 'react';
import { saveBulletinAction } from '@/lib/admin/bulletin-actions';
import { bulletinFormSchema, bulletinTextFields } from '@/lib/admin/bulletin-schema';
import { suggestSlug } from '@/lib/admin/suggest-slug';
import { fieldErrors } from '@/lib/forms/schemas';
import { idle } from '@/lib/forms/state';
import type { BulletinItem, BulletinValues } from '@/lib/admin/bulletin-types';

export type { BulletinValues };
type Suffix = 'Es' | 'En';

const snapshot = (values: BulletinValues, items: BulletinItem[]) =>
  JSON.stringify({ ...values, id: '', version: '', items: items.map((item) => item.id) });

/**
 * The editor's state and its save. The shared schema checks the form here before anything is
 * sent (the action checks again); a refusal keeps everything typed, and a PDF the server stored
 * before refusing stays with the form, so the next save does not send it again. `saved` is what
 * the server holds: the form is dirty while it differs, or while a new file waits.
 */
export function useBulletinForm(
  initial: { values: BulletinValues; items: BulletinItem[] },
  /** The problems' summary, focused when a save is refused. */
  problemsRef: RefObject<HTMLDivElement | null>,
  /** Opened right after the bulletin was created: the saved notice shows from the start. */
  justSaved: boolean,
) {
  const [values, setValues] = useState(initial.values);
  const [items, setItemsState] = useState(initial.items);
  const [saved, setSaved] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  // Bumped to clear the file input (remounted) once its file is stored.
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  // The summary on top lists a refused save's problems; a file refused on choosing is said next to its input only.
  const [refused, setRefused] = useState(false);
  const [notice, setNotice] = useState(justSaved);
  const [slugEdited, setSlugEdited] = useState({
    Es: initial.values.slugEs !== '',
    En: initial.values.slugEn !== '',
  });
  const [pending, startTransition] = useTransition();

  const set = (patch: Partial<BulletinValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setNotice(false);
  };
  const setItems = (next: BulletinItem[]) => {
    setItemsState(next);
    setNotice(false);
  };
  const setTitle = (suffix: Suffix, text: string) =>
    set(
      slugEdited[suffix]
        ? { [`title${suffix}`]: text }
        : { [`title${suffix}`]: text, [`slug${suffix}`]: suggestSlug(text) },
    );
  const setSlug = (suffix: Suffix, text: string) => {
    // Emptied by hand, the slug follows the title again.
    setSlugEdited((current) => ({ ...current, [suffix]: text !== '' }));
    set({ [`slug${suffix}`]: text });
  };
  const chooseFile = (chosen: File | null, problem: string | null) => {
    setFile(chosen);
    setErrors((current) => {
      const rest = { ...current };
      delete rest.pdf;
      return problem ? { ...rest, pdf: problem } : rest;
    });
  };
  const forgetFile = () => {
    setFile(null);
    setFileKey((key) => key + 1);
  };

  const refuse = (fields: Record<string, string>, form?: string) => {
    setErrors(fields);
    setFormError(form);
    setRefused(true);
    setNotice(false);
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
        const next = { ...current, ...state.values } as BulletinValues;
        setValues(next);
        setSaved({ values: next, items });
        forgetFile();
        setErrors({});
        setFormError(undefined);
        setRefused(false);
        setNotice(true);
        return;
      }
      if (state.status !== 'error') return;
      if (state.values.pdfPath && state.values.pdfPath !== values.pdfPath) {
        set({ pdfPath: state.values.pdfPath });
        forgetFile();
      }
      refuse(state.fieldErrors, state.formError);
    });
  };

  const dirty = file !== null || snapshot(values, items) !== snapshot(saved.values, saved.items);
  return {
    ...{ values, items, saved, file, fileKey, errors, formError, refused, notice, pending, dirty },
    ...{ set, setItems, setTitle, setSlug, chooseFile, submit },
  };
}
