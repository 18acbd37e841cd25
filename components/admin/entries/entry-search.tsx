import { inputClass } from '@/components/form-kit/fields';
import { searchQueryMax } from '@/lib/admin/entries/list';
import { secondaryButton } from '@/components/admin/shell/buttons';

/**
 * A list's title search: a plain GET form (?q=…), so a search is a link and works without
 * JavaScript. The error, if any, sits under the field and is tied to it.
 */
export function EntrySearch({
  action,
  value,
  error,
  texts,
}: {
  action: string;
  value: string;
  error?: string;
  texts: { label: string; hint: string; submit: string; clear: string };
}) {
  const describedBy = ['entry-search-hint', error ? 'entry-search-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form method="get" action={action} role="search" className="mt-8 max-w-2xl">
      <label htmlFor="entry-search" className="mb-2 block text-sm font-semibold text-ink-900">
        {texts.label}
      </label>
      <div className="flex flex-wrap gap-2">
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
      {value ? (
        <p className="mt-2 text-sm">
          <a href={action} className="text-ink-900 underline underline-offset-2">
            {texts.clear}
          </a>
        </p>
      ) : null}
    </form>
  );
}
