'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/routing';
import { LanguageFields } from './language-fields';

type FieldsProps = Omit<
  Parameters<typeof LanguageFields>[0],
  'language' | 'slugEdited' | 'onSlugEdited'
>;

type SlugsEdited = Record<Locale, boolean>;

/** Whether each language's slug was typed by hand: any slug a form opens or loads with was. */
const slugsEditedIn = (values: { slugEs: string; slugEn: string }): SlugsEdited => ({
  es: values.slugEs !== '',
  en: values.slugEn !== '',
});

/**
 * Which slugs the titles no longer suggest, for LanguageColumns: set from the values the editor
 * opens with, and again (`reset`) from a revision loaded into the form.
 */
export function useSlugsEdited(initial: { slugEs: string; slugEn: string }) {
  const [edited, setEdited] = useState(() => slugsEditedIn(initial));
  return {
    edited,
    setEdited,
    reset: (values: { slugEs: string; slugEn: string }) => setEdited(slugsEditedIn(values)),
  };
}

/** Both languages' fieldsets, side by side from a wide screen, one above the other on a phone. */
export function LanguageColumns({
  slugs,
  ...fields
}: FieldsProps & { slugs: ReturnType<typeof useSlugsEdited> }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {(['es', 'en'] as const).map((language) => (
        <LanguageFields
          key={language}
          language={language}
          {...fields}
          slugEdited={slugs.edited[language]}
          onSlugEdited={(edited) => slugs.setEdited((now) => ({ ...now, [language]: edited }))}
        />
      ))}
    </div>
  );
}
