'use client';

import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, FieldError, inputClass } from '@/components/form-kit/fields';
import { isFirmInput, isoFromFirmInput } from '@/lib/dates/firm-time';
import type { Locale } from '@/lib/routing';
import { firmTimeZone } from '@/lib/site';
import { fieldId } from './field-id';
import type { EditorTranslator } from './texts';

type Props = {
  form: UseFormReturn<Record<string, string>>;
  t: EditorTranslator;
  locale: Locale;
  values: Record<string, string>;
  errorOf: (name: string) => string | undefined;
  /** The statuses as the kind words them ("Publicada", "Publicado"). */
  statusLabels: Record<'draft' | 'published', string>;
  /** The kind's own publishing fields, before the schedule (category and author, a month). */
  children?: ReactNode;
  /**
   * For a role that saves drafts only (an author): the status and date travel unchanged as
   * hidden fields, and this note says who publishes instead of the controls. The action refuses
   * a publish from that role anyway.
   */
  draftOnly?: string;
};

/**
 * What the date will do, in the admin's words: with none, that publishing dates the entry; a
 * published entry dated in the future, when it appears, in the firm's time.
 */
function scheduledNote(
  t: EditorTranslator,
  locale: Locale,
  status: string,
  publishedAt: string,
  now: number,
) {
  if (publishedAt.trim() === '') return t('fields.publishedAtEmpty');
  if (status !== 'published' || !isFirmInput(publishedAt)) return null;
  const time = Date.parse(isoFromFirmInput(publishedAt)!);
  if (time <= now) return null;
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: firmTimeZone,
  }).format(time);
  return t('fields.scheduled', { date });
}

/**
 * The publishing fieldset: the kind's own fields, then the schedule every kind has, its status
 * and its publication date and time in the firm's time (empty unless typed), with a note on what
 * the date does: none yet, or a schedule.
 */
export function PublishingFields({
  form,
  t,
  locale,
  values,
  errorOf,
  statusLabels,
  children,
  draftOnly,
}: Props) {
  const { register, watch } = form;
  // The moment the form opened: a date after it reads as scheduled.
  const [now] = useState(() => Date.now());
  const note = scheduledNote(t, locale, watch('status'), watch('publishedAt') ?? '', now);
  const statusError = errorOf('status');
  if (draftOnly !== undefined)
    return (
      <fieldset className="min-w-0 space-y-6 border border-stone-line bg-white p-4 sm:p-6">
        <legend className="px-2 font-serif text-2xl text-ink-950">{t('shared')}</legend>
        <div className="grid gap-6 md:grid-cols-2">{children}</div>
        <input type="hidden" {...register('status')} defaultValue={values.status} />
        <input type="hidden" {...register('publishedAt')} defaultValue={values.publishedAt} />
        <p className="border-l-4 border-brass-500 bg-brass-100/60 px-4 py-3 text-sm text-ink-900">
          {draftOnly}
        </p>
      </fieldset>
    );
  return (
    <fieldset className="min-w-0 space-y-6 border border-stone-line bg-white p-4 sm:p-6">
      <legend className="px-2 font-serif text-2xl text-ink-950">{t('shared')}</legend>
      <div className="grid gap-6 md:grid-cols-2">
        {children}
        <fieldset
          id={fieldId('status')}
          tabIndex={-1}
          aria-describedby={statusError ? `${fieldId('status')}-error` : undefined}
        >
          <legend className="mb-2 block text-sm font-semibold text-ink-900">
            {t('fields.status')}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {(['draft', 'published'] as const).map((status) => (
              <label key={status} className="flex min-h-11 items-center gap-2 text-ink-900">
                <input
                  type="radio"
                  value={status}
                  {...register('status')}
                  defaultChecked={values.status === status}
                  className="h-5 w-5 accent-ink-900"
                />
                {statusLabels[status]}
              </label>
            ))}
          </div>
          <FieldError
            id={statusError ? `${fieldId('status')}-error` : undefined}
            message={statusError}
          />
        </fieldset>
        <Field
          id={fieldId('publishedAt')}
          label={t('fields.publishedAt')}
          hint={t('fields.publishedAtHint')}
          error={errorOf('publishedAt')}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('publishedAt')}
              defaultValue={values.publishedAt}
              type="datetime-local"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <p
        role="status"
        className="border-l-4 border-brass-500 bg-brass-100/60 px-4 py-3 text-sm text-ink-900 empty:hidden"
      >
        {note}
      </p>
    </fieldset>
  );
}
