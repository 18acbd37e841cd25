'use client';

import { useEffect, useRef, useState } from 'react';
import { FieldError } from '@/components/form-kit/fields';
import { bulletinLimits } from '@/lib/admin/bulletin-schema';
import type { Locale } from '@/lib/routing';
import { ItemSearch } from './item-search';
import { itemTitle, type BulletinItem } from './items';
import type { Translate } from './translator';

type Control = 'up' | 'down' | 'remove';
type FocusTarget = { id: string; control: Control } | 'search' | null;

const button =
  'min-h-11 min-w-11 border border-ink-900/60 bg-white px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-brass-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The bulletin's entries in order: add from a title search, remove, move up and down, all with
 * real buttons. Focus follows the moved entry (to its other arrow once it reaches an end), goes
 * to the neighbour of a removed one, and back to the search box after an addition; each change is
 * announced politely in the admin's language.
 */
export function BulletinItems(props: {
  items: BulletinItem[];
  onChange: (items: BulletinItem[]) => void;
  locale: Locale;
  t: Translate;
  searchId: string;
  error?: string;
}) {
  const { items, onChange, locale, t, searchId, error } = props;
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<FocusTarget>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'search') document.getElementById(searchId)?.focus();
    else if (target) controls.current.get(`${target.id}:${target.control}`)?.focus();
  }, [items, searchId]);

  const change = (next: BulletinItem[], focus: FocusTarget, message: string) => {
    focusAfter.current = focus;
    onChange(next);
    setAnnouncement(message);
  };

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    const atEnd = delta < 0 ? to === 0 : to === next.length - 1;
    const control: Control = atEnd ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down';
    change(
      next,
      { id: item!.id, control },
      t('announceMoved', {
        title: itemTitle(item!, locale),
        position: to + 1,
        total: next.length,
      }),
    );
  };

  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    change(
      next,
      neighbour ? { id: neighbour.id, control: 'remove' } : 'search',
      t('announceRemoved', { title: itemTitle(items[index]!, locale), total: next.length }),
    );
  };

  const add = (item: BulletinItem) => {
    if (items.some((existing) => existing.id === item.id)) return;
    if (items.length >= bulletinLimits.items) return setAnnouncement(t('announceFull'));
    const next = [...items, item];
    change(
      next,
      'search',
      t('announceAdded', {
        title: itemTitle(item, locale),
        position: next.length,
        total: next.length,
      }),
    );
  };

  const ref = (id: string, control: Control) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(`${id}:${control}`, element);
    else controls.current.delete(`${id}:${control}`);
  };

  return (
    <fieldset className="min-w-0 border border-stone-edge bg-white p-4 sm:p-6">
      <legend className="px-1 font-serif text-2xl">{t('itemsTitle')}</legend>
      <p className="text-sm text-muted" id="bulletin-items-hint">
        {t('itemsHint')} {t('itemsCount', { count: items.length })}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 text-ink-900">{t('itemsEmpty')}</p>
      ) : (
        <ol
          aria-label={t('itemsListLabel')}
          className="mt-4 divide-y divide-stone-edge border-y border-stone-edge"
        >
          {items.map((item, index) => {
            const title = itemTitle(item, locale);
            return (
              <li
                key={item.id}
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center"
                data-bulletin-item={item.id}
              >
                <p className="min-w-0 flex-1 break-words">
                  <span className="mr-2 font-semibold tabular-nums">{index + 1}.</span>
                  <span data-item-title>{title}</span>
                  <span className="ml-2 text-sm text-muted">
                    {t(item.kind === 'blog' ? 'kindBlog' : 'kindPublication')}
                    {item.status === 'draft' ? ` · ${t('draftTag')}` : ''}
                  </span>
                </p>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <button
                    type="button"
                    ref={ref(item.id, 'up')}
                    className={button}
                    disabled={index === 0}
                    aria-label={t('moveUpLabel', { title })}
                    onClick={() => move(index, -1)}
                  >
                    {t('moveUp')}
                  </button>
                  <button
                    type="button"
                    ref={ref(item.id, 'down')}
                    className={button}
                    disabled={index === items.length - 1}
                    aria-label={t('moveDownLabel', { title })}
                    onClick={() => move(index, 1)}
                  >
                    {t('moveDown')}
                  </button>
                  <button
                    type="button"
                    ref={ref(item.id, 'remove')}
                    className={button}
                    aria-label={t('removeLabel', { title })}
                    onClick={() => remove(index)}
                  >
                    {t('remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={error ? 'bulletin-items-error' : undefined} message={error} />
      <p aria-live="polite" className="sr-only" data-bulletin-announcer>
        {announcement}
      </p>
      <ItemSearch
        id={searchId}
        t={t}
        locale={locale}
        chosen={items}
        onAdd={add}
        full={items.length >= bulletinLimits.items}
      />
    </fieldset>
  );
}
