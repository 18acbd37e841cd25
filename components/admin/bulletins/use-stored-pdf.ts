'use client';

import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormState } from '@/lib/forms/state';

const keptFields = ['pdfPathEs', 'pdfPathEn'] as const;

/**
 * Stored files are the form's now: after a save, and after a refusal that came once one was
 * stored (the answer names its path), so the next save does not send it again. Answers the key
 * that remounts (clears) the file inputs and the "remove" boxes; they are cleared as the answer
 * arrives (state adjusted while rendering), the kept paths set in the form after.
 */
export function useStoredPdf(
  state: FormState,
  saved: Record<(typeof keptFields)[number], string>,
  form: UseFormReturn<Record<string, string>>,
  onCleared: () => void,
): number {
  const stored = state.status === 'error' ? state.values : undefined;
  const [answered, setAnswered] = useState(state);
  const [key, setKey] = useState(0);
  if (answered !== state) {
    setAnswered(state);
    const changed = keptFields.some(
      (name) => stored?.[name] !== undefined && stored[name] !== saved[name],
    );
    if (state.status === 'success' || changed) {
      setKey((now) => now + 1);
      onCleared();
    }
  }
  const [es, en] = keptFields.map((name) => stored?.[name]);
  useEffect(() => {
    if (es !== undefined) form.setValue('pdfPathEs', es);
    if (en !== undefined) form.setValue('pdfPathEn', en);
  }, [es, en, form]);
  return key;
}
