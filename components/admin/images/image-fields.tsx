import { inputClass } from '@/components/form-kit/fields';

// The texts of an image (alt texts, captions, credit, focal point), for the upload form and the
// edit form alike. Presentational: labels and values come in as props.

export type ImageFieldTexts = {
  altEs: string;
  altEn: string;
  altHint: string;
  captionEs: string;
  captionEn: string;
  credit: string;
  focalX: string;
  focalY: string;
  focalHint: string;
};
export type ImageFieldValues = Partial<Record<keyof ImageFieldTexts, string>>;

const label = 'mb-1 block text-sm font-semibold text-ink-900';
const hint = 'mt-1 text-sm text-muted';

function Field(props: {
  id: string;
  name: string;
  label: string;
  value?: string;
  required?: boolean;
  hintId?: string;
  error?: string;
  number?: boolean;
  multiline?: boolean;
}) {
  const errorId = `${props.id}-error`;
  const describedBy = [props.hintId, props.error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id: props.id,
    name: props.name,
    defaultValue: props.value,
    required: props.required,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props.error ? true : undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={props.id} className={label}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea rows={2} maxLength={500} {...common} />
      ) : props.number ? (
        <input type="number" min={0} max={100} step={1} inputMode="numeric" {...common} />
      ) : (
        <input maxLength={300} {...common} />
      )}
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields, with per-field errors (already worded) and the values to show. */
export function ImageFields({
  prefix,
  texts,
  values,
  errors,
}: {
  prefix: string;
  texts: ImageFieldTexts;
  values: ImageFieldValues;
  errors: Partial<Record<string, string>>;
}) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <p id={id('alt-hint')} className={`${hint} md:col-span-2`}>
        {texts.altHint}
      </p>
      {(['altEs', 'altEn'] as const).map((name) => (
        <Field
          key={name}
          id={id(name)}
          name={name}
          label={texts[name]}
          value={values[name]}
          required
          hintId={id('alt-hint')}
          error={errors[name]}
        />
      ))}
      {(['captionEs', 'captionEn'] as const).map((name) => (
        <Field
          key={name}
          id={id(name)}
          name={name}
          label={texts[name]}
          value={values[name]}
          error={errors[name]}
          multiline
        />
      ))}
      <Field
        id={id('credit')}
        name="credit"
        label={texts.credit}
        value={values.credit}
        error={errors.credit}
      />
      <div className="grid grid-cols-2 gap-4 md:col-span-2">
        {(['focalX', 'focalY'] as const).map((name) => (
          <Field
            key={name}
            id={id(name)}
            name={name}
            label={texts[name]}
            value={values[name] ?? '50'}
            required
            number
            hintId={id('focal-hint')}
            error={errors[name]}
          />
        ))}
        <p id={id('focal-hint')} className={`${hint} col-span-2`}>
          {texts.focalHint}
        </p>
      </div>
    </div>
  );
}
