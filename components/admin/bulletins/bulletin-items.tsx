'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FieldError } from '@/components/form-kit/fields';
import { bulletinLimits } from '@/lib/admin/bulletins/schema';
import type { Locale } from '@/lib/routing';
import { ItemSearch } from './item-search';
import { ItemRow, type Control } from './item-row';
import { itemTitle, type BulletinItem } from './items';
import { MonthItems } from './month-items';
import type { BulletinTranslator } from './texts';

type FocusTarget = { id: string; control: Control } | 'search' | null;

const noChange = () => () => {};

/** False in the server's HTML and while it hydrates, true once the page's script runs. */
const useScripted = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

/**
 * The bulletin's entries in order: add from a title search, remove, move up and down, all with
 * real buttons. Focus follows the moved entry (to its other arrow once it reaches an end), goes
 * to the neighbour of a removed one, and back to the search box after an addition; each change is
 * announced politely in the admin's language.
 *
 * The search and the buttons need JavaScript. Without it (the server's HTML) the entries are
 * listed with a "remove on save" box each, a plain form post: the save keeps the rest, in order,
 * from the form's hidden `items`; adding waits for a browser that runs the page's script.
 */
export function BulletinItems(props: {
  items: BulletinItem[];
  onChange: (items: BulletinItem[]) => void;
  locale: Locale;
  t: BulletinTranslator;
  searchId: string;
  /** The bulletin's month as the form holds it now (YYYY-MM), for "add this month's publications". */
  month: () => string;
  error?: string;
}) {
  const { items, onChange, locale, t, searchId, error } = props;
  const scripted = useScripted();
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

  /**
   * Several at once, in the order given, skipping those already in and stopping when full.
   * Answers what happened, which the button shows (and announces) itself.
   */
  const addAll = (found: BulletinItem[]): string => {
    const have = new Set(items.map((item) => item.id));
    const fresh = found.filter((item) => !have.has(item.id));
    const room = bulletinLimits.items - items.length;
    const next = [...items, ...fresh.slice(0, Math.max(room, 0))];
    const added = next.length - items.length;
    const message =
      t('announceAddedMany', { count: added }) +
      (fresh.length > added ? ` ${t('announceFull')}` : '');
    if (added > 0) {
      focusAfter.current = null;
      onChange(next);
    }
    return message;
  };

  const ref = (id: string, control: Control) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(`${id}:${control}`, element);
    else controls.current.delete(`${id}:${control}`);
  };

  return (
    <fieldset className="min-w-0 border border-stone-line bg-white p-4 sm:p-6">
      <legend className="px-2 font-serif text-2xl text-ink-950">{t('itemsTitle')}</legend>
      <p className="text-sm text-muted" id="entry-items-hint">
        {t('itemsHint')} {t('itemsCount', { count: items.length })}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 text-ink-900">{t('itemsEmpty')}</p>
      ) : (
        <ol
          aria-label={t('itemsListLabel')}
          className="mt-4 divide-y divide-stone-edge border-y border-stone-edge"
        >
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              item={item}
              index={index}
              total={items.length}
              locale={locale}
              t={t}
              scripted={scripted}
              controlRef={(control) => ref(item.id, control)}
              onMove={(delta) => move(index, delta)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <FieldError id={error ? 'entry-items-error' : undefined} message={error} />
      <p aria-live="polite" className="sr-only" data-bulletin-announcer>
        {announcement}
      </p>
      {scripted ? <MonthItems month={props.month} t={t} onAdd={addAll} /> : null}
      {scripted ? (
        <ItemSearch
          id={searchId}
          t={t}
          locale={locale}
          chosen={items}
          onAdd={add}
          full={items.length >= bulletinLimits.items}
        />
      ) : (
        <p className="mt-6 border-l-4 border-brass-500 bg-brass-100/60 px-4 py-3 text-sm text-ink-900">
          {t('searchNeedsScript')}
        </p>
      )}
    </fieldset>
  );
}
