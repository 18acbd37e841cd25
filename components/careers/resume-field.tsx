import { Controller, type Control } from 'react-hook-form';
import type { CareerInput } from '@/lib/forms/schemas';
import { resumeAccept } from '@/lib/forms/resume';
import { Field, inputClass } from '@/components/form-kit/fields';

/** The CV of a career application: a file the form holds as a File, not as a path string. */
export function ResumeField({
  id,
  label,
  hint,
  error,
  control,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  control: Control<CareerInput>;
}) {
  return (
    <Field id={id} label={label} required hint={hint} error={error}>
      {(aria) => (
        <Controller
          control={control}
          name="resume"
          render={({ field }) => (
            <input
              {...aria}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0])}
              type="file"
              accept={resumeAccept}
              className={`${inputClass} py-2 file:mr-4 file:border-0 file:bg-ink-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-ink-900`}
            />
          )}
        />
      )}
    </Field>
  );
}
