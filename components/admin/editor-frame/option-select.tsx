'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass } from '@/components/form-kit/fields';
import type { Option } from '@/lib/admin/editor/types';
import { fieldId } from './field-id';

/** A select of the form over a list of options (a category, an author), with "none" first. */
export function OptionSelect(props: {
  name: string;
  label: string;
  none: string;
  options: Option[];
  register: UseFormRegisterReturn;
  defaultValue: string;
  required?: boolean;
  error?: string;
}) {
  return (
    <Field
      id={fieldId(props.name)}
      label={props.label}
      required={props.required}
      error={props.error}
    >
      {(aria) => (
        <select
          {...aria}
          {...props.register}
          defaultValue={props.defaultValue}
          className={inputClass}
        >
          <option value="">{props.none}</option>
          {props.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
