'use client';

import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BulletinItem } from './items';

/**
 * The bulletin's entries as the picker shows them (titles from `known`), in step with the form's
 * hidden `items` (their ids, which is what the form posts).
 */
export function useBulletinItems(
  known: BulletinItem[],
  form: UseFormReturn<Record<string, string>>,
  ids: string,
) {
  const itemsOf = (list: string[]) =>
    list.flatMap((id) => known.filter((item) => item.id === id).slice(0, 1));
  const [items, setItems] = useState(() => itemsOf(ids.split(',')));
  return {
    items,
    /** Changed in the picker: the form's `items` follows, as an unsaved change. */
    change: (next: BulletinItem[]) => {
      setItems(next);
      form.setValue('items', next.map((item) => item.id).join(','), { shouldDirty: true });
    },
    /** Shows the entries whose ids the form now holds (a revision loaded). */
    show: (list: string[]) => setItems(itemsOf(list)),
  };
}
