import { inputClass } from '@/components/form-kit/fields';

/** An option of a filter: its value in the GET form and the text the select shows. */
export type FilterOption = [value: string, text: string];

const labelClass = 'mb-1 block text-sm font-semibold text-ink-900';

/**
 * One filter of a staff list: a labelled select of the list's GET form, its first option "all"
 * (''), so a filtered view is a plain link that works without JavaScript.
 */
export function FilterSelect(props: {
  name: string;
  label: string;
  all: string;
  value?: string;
  options: FilterOption[];
  /** The select's id; `filter-<name>` unless the page has two of one name. */
  id?: string;
}) {
  const id = props.id ?? `filter-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value ?? ''} className={inputClass}>
        {[['', props.all] as FilterOption, ...props.options].map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
