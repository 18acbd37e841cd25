'use client';

import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormState } from '@/lib/forms/state';

/**
 * A stored file is the form's now: after a save, and after a refusal that came once it was
 * stored (the answer names its path), so the next save does not send it again. Answers the key
 * that remounts (clears) the file input; the input is cleared as the answer arrives (state
 * adjusted while rendering), the kept path set in the form after.
 */
export function useStoredPdf(
  state: FormState,
  savedPath: string,
  form: UseFormReturn<Record<string, string>>,
  onCleared: () => void,
): number {
  const stored = state.status === 'error' ? state.values.pdfPath : undefined;
  const [answered, setAnswered] = useState(state);
  const [key, setKey] = useState(0);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'success' || (stored && stored !== savedPath)) {
      setKey((now) => now + 1);
      onCleared();
    }
  }
  useEffect(() => {
    if (stored) form.setValue('pdfPath', stored);
  }, [stored, form]);
  return key;
}
