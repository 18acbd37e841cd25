'use client';

import { removedItemsField } from '@/lib/admin/bulletins/schema';
import type { Locale } from '@/lib/routing';
import { itemTitle, type BulletinItem } from './items';
import type { BulletinTranslator } from './texts';

/** The buttons an entry of the list has, which focus follows after a change. */
export type Control = 'up' | 'down' | 'remove';

const button =
  'min-h-11 min-w-11 border border-ink-900/60 bg-white px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-brass-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * One entry of the bulletin: its place, title and kind, and its controls: up, down and remove
 * buttons with JavaScript, a "remove on save" box without it (posted as `removeItems`).
 */
export function ItemRow(props: {
  item: BulletinItem;
  index: number;
  total: number;
  locale: Locale;
  t: BulletinTranslator;
  scripted: boolean;
  controlRef: (control: Control) => (element: HTMLButtonElement | null) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { item, index, total, t, controlRef } = props;
  const title = itemTitle(item, props.locale);
  return (
    <li
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
      {props.scripted ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            ref={controlRef('up')}
            className={button}
            disabled={index === 0}
            aria-label={t('moveUpLabel', { title })}
            onClick={() => props.onMove(-1)}
          >
            {t('moveUp')}
          </button>
          <button
            type="button"
            ref={controlRef('down')}
            className={button}
            disabled={index === total - 1}
            aria-label={t('moveDownLabel', { title })}
            onClick={() => props.onMove(1)}
          >
            {t('moveDown')}
          </button>
          <button
            type="button"
            ref={controlRef('remove')}
            className={button}
            aria-label={t('removeLabel', { title })}
            onClick={props.onRemove}
          >
            {t('remove')}
          </button>
        </div>
      ) : (
        <label className="flex min-h-11 shrink-0 items-center gap-2 text-sm text-ink-900">
          <input
            type="checkbox"
            name={removedItemsField}
            value={item.id}
            aria-label={t('removeOnSaveLabel', { title })}
            className="h-5 w-5 accent-ink-900"
          />
          {t('removeOnSave')}
        </label>
      )}
    </li>
  );
}
