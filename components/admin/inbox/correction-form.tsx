'use client';

import { useActionState } from 'react';
import { primaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { correctInboxItemAction } from '@/lib/admin/inbox/correct-actions';
import { idle } from '@/lib/forms/state';
import { messageOf } from '@/lib/i18n/message-key';

const label = 'mb-1 block text-sm font-semibold text-ink-900';

/** One field of the correction: its column name, its words, what is stored now. */
export type CorrectionField = { name: string; label: string; value: string; multiline?: boolean };

/**
 * A lead's or an application's stored fields, editable. A refusal gives back what was typed and
 * names the field; a save opens the item again. Works as a plain form post without JavaScript.
 */
export function CorrectionForm({
  kind,
  id,
  fields,
  labels,
  errors,
}: {
  kind: 'lead' | 'application';
  id: string;
  fields: CorrectionField[];
  labels: { save: string; saving: string };
  errors: Record<string, string>;
}) {
  const [state, send, pending] = useActionState(correctInboxItemAction, idle);
  const values = state.status === 'error' ? state.values : undefined;
  const fieldErrors = state.status === 'error' ? state.fieldErrors : {};
  const problem =
    state.status === 'error' && state.formError ? messageOf(errors, state.formError) : null;
  return (
    <form action={send} className="max-w-2xl space-y-3">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <div key={values ? JSON.stringify(values) : 'stored'} className="space-y-3">
        {fields.map((field) => {
          const fieldId = `correct-${field.name}`;
          const error = fieldErrors[field.name];
          const common = {
            id: fieldId,
            name: field.name,
            defaultValue: values?.[field.name] ?? field.value,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${fieldId}-error` : undefined,
            className: inputClass,
          };
          return (
            <div key={field.name}>
              <label htmlFor={fieldId} className={label}>
                {field.label}
              </label>
              {field.multiline ? <textarea rows={6} {...common} /> : <input {...common} />}
              {error ? (
                <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-800">
                  {messageOf(errors, error)}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? labels.saving : labels.save}
      </button>
      <p role="alert" className="text-sm text-red-800 empty:hidden">
        {problem}
      </p>
    </form>
  );
}
