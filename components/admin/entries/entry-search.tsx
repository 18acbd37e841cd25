import type { ReactNode } from 'react';
import { inputClass } from '@/components/form-kit/fields';
import { searchQueryMax } from '@/lib/admin/entries/list';
import { secondaryButton } from '@/components/admin/shell/buttons';

/**
 * A list's title search: a plain GET form (?q=…), so a search is a link and works without
 * JavaScript. The error, if any, sits under the field and is tied to it. `children` are more
 * fields of the same form (the list's filters), sent with the search; "clear" shows when the
 * search or any of them is set.
 */
export function EntrySearch({
  action,
  value,
  error,
  texts,
  children,
  active = Boolean(value),
}: {
  action: string;
  value: string;
  error?: string;
  texts: { label: string; hint: string; submit: string; clear: string };
  children?: ReactNode;
  /** Whether the list is narrowed at all (search or filters). */
  active?: boolean;
}) {
  const describedBy = ['entry-search-hint', error ? 'entry-search-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form method="get" action={action} role="search" className="mt-8">
      <label htmlFor="entry-search" className="mb-2 block text-sm font-semibold text-ink-900">
        {texts.label}
      </label>
      <div className="flex max-w-2xl flex-wrap gap-2">
        <input
          id="entry-search"
          name="q"
          type="search"
          defaultValue={value}
          maxLength={searchQueryMax}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} min-w-0 flex-1 basis-56`}
        />
        <button type="submit" className={secondaryButton}>
          {texts.submit}
        </button>
      </div>
      <p id="entry-search-hint" className="mt-1 text-sm text-muted">
        {texts.hint}
      </p>
      {error ? (
        <p id="entry-search-error" role="alert" className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {children}
      {active ? (
        <p className="mt-2 text-sm">
          <a href={action} className="text-ink-900 underline underline-offset-2">
            {texts.clear}
          </a>
        </p>
      ) : null}
    </form>
  );
}
