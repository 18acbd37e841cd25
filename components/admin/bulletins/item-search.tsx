'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { inputClass } from '@/components/form-kit/fields';
import { searchBulletinItemsAction } from '@/lib/admin/bulletins/actions';
import { formatAdminDate } from '@/lib/admin/entries/list';
import type { BulletinItemHit } from '@/lib/admin/bulletins/types';
import type { Locale } from '@/lib/routing';
import { itemTitle, type BulletinItem } from './items';
import type { BulletinTranslator } from './texts';

type Found = { query: string; hits: BulletinItemHit[] } | { query: string; failed: true } | null;

/**
 * The title search that feeds the bulletin: results come from a server action over
 * `listBulletinItems` (published publications and blog posts, each with its kind and date), as
 * the admin types (after a pause) or on Enter, which must never submit the editor's form around it.
 */
export function ItemSearch(props: {
  id: string;
  t: BulletinTranslator;
  locale: Locale;
  chosen: BulletinItem[];
  full: boolean;
  onAdd: (item: BulletinItem) => void;
}) {
  const { id, t, locale, chosen, full, onAdd } = props;
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>(null);
  const [pending, startTransition] = useTransition();
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const ticket = ++asked.current;
    startTransition(async () => {
      const answer = await searchBulletinItemsAction(text);
      if (ticket !== asked.current) return; // an older answer arriving late
      setFound(
        answer.status === 'ok' ? { query: text, hits: answer.hits } : { query: text, failed: true },
      );
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const ids = new Set(chosen.map((item) => item.id));
  return (
    <div className="mt-6">
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink-900">
        {t('search')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby="entry-items-hint"
          className={`${inputClass} sm:flex-1`}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => search(text), 300);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search(query);
          }}
        />
        <button
          type="button"
          onClick={() => search(query)}
          className="min-h-11 border border-ink-900 bg-ink-900 px-5 py-2 text-sm font-semibold text-white hover:bg-ink-700"
        >
          {t('searchSubmit')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-muted empty:hidden">
        {pending
          ? t('searching')
          : found && 'failed' in found
            ? t('searchFailed')
            : found
              ? t('searchResults', { count: found.hits.length, query: found.query })
              : ''}
      </p>
      {found && 'hits' in found && found.hits.length > 0 ? (
        <ul className="mt-3 divide-y divide-stone-edge border-y border-stone-edge">
          {found.hits.map((hit) => {
            const title = itemTitle(hit, locale);
            const added = ids.has(hit.id);
            return (
              <li key={hit.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <p className="min-w-0 flex-1 break-words">
                  {title}
                  <span className="mt-1 block text-sm text-muted" data-item-details>
                    {t(hit.kind === 'blog' ? 'kindBlog' : 'kindPublication')}
                    {hit.publishedAt ? (
                      <>
                        {' · '}
                        <span className="whitespace-nowrap">
                          {t(hit.scheduled ? 'scheduledOn' : 'publishedOn', {
                            date: formatAdminDate(hit.publishedAt, locale),
                          })}
                        </span>
                      </>
                    ) : null}
                  </span>
                </p>
                <button
                  type="button"
                  disabled={added || full}
                  aria-label={added ? undefined : t('addLabel', { title })}
                  onClick={() => onAdd(hit)}
                  className="min-h-11 shrink-0 border border-ink-900/60 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-brass-100 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {added ? t('alreadyAdded') : t('add')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
