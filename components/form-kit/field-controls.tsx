import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass, type FieldProps } from './fields';

/** The attributes a one-line input may set beside its binding. */
export type TextInputOptions = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'
> & { type?: 'text' | 'email' | 'tel' | 'url' };

/**
 * How a field is asked for: a one-line input (the default, of type text unless `input` says
 * otherwise), a select whose first choice is empty, or a multi-line text the visitor may make taller.
 */
export type ControlSpec =
  | { kind?: 'text'; input?: TextInputOptions }
  | {
      kind: 'select';
      none: string;
      options: readonly string[];
      optionLabels: Record<string, string>;
    }
  | { kind: 'textarea'; rows: number; maxLength: number };

/**
 * A labelled control (one component for the three kinds: each page ships the code of every kind
 * its form may use, and one switch costs less than three wrappers).
 */
export function FieldControl({
  spec,
  bind,
  ...field
}: Omit<FieldProps, 'children'> & {
  spec: ControlSpec;
  /**
   * react-hook-form's binding, and what the server sent back: rendered into the HTML as the
   * default value for a browser without JavaScript.
   */
  bind: UseFormRegisterReturn & { defaultValue?: string };
}) {
  return (
    <Field {...field}>
      {(aria) => {
        if (spec.kind === 'select')
          return (
            <select {...aria} {...bind} className={inputClass}>
              <option value="">{spec.none}</option>
              {spec.options.map((option) => (
                <option key={option} value={option}>
                  {spec.optionLabels[option]}
                </option>
              ))}
            </select>
          );
        if (spec.kind === 'textarea')
          return (
            <textarea
              {...aria}
              {...bind}
              rows={spec.rows}
              maxLength={spec.maxLength}
              className={`${inputClass} resize-y`}
            />
          );
        return <input {...aria} {...bind} type="text" {...spec.input} className={inputClass} />;
      }}
    </Field>
  );
}
