'use client';

import { useState, useTransition } from 'react';
import { bulletinMonthItemsAction } from '@/lib/admin/bulletins/actions';
import type { BulletinItem } from './items';
import type { BulletinTranslator } from './texts';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * "Add this month's publications": asks for every publication and blog post published in the
 * bulletin's month (the month field's value), oldest first, and hands them to `onAdd`, which
 * skips those already in the bulletin and answers what it did. That answer, or why nothing was
 * asked (no month yet) or the server failed, is shown beside the button and announced.
 */
export function MonthItems(props: {
  /** The month field's value when the button is pressed. */
  month: () => string;
  t: BulletinTranslator;
  onAdd: (items: BulletinItem[]) => string;
}) {
  const { t, onAdd } = props;
  const [pending, startTransition] = useTransition();
  const [said, setSaid] = useState('');
  const add = () => {
    const month = props.month().trim();
    if (!monthPattern.test(month)) return setSaid(t('monthItemsNeedMonth'));
    startTransition(async () => {
      const answer = await bulletinMonthItemsAction(month);
      setSaid(answer.status === 'ok' ? onAdd(answer.hits) : t('searchFailed'));
    });
  };
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
      <button
        type="button"
        onClick={add}
        disabled={pending}
        className="min-h-11 border border-ink-900/60 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-brass-100 disabled:cursor-wait"
      >
        {t('monthItems')}
      </button>
      <p role="status" className="text-sm text-ink-900 empty:hidden">
        {pending ? t('searching') : said}
      </p>
    </div>
  );
}
