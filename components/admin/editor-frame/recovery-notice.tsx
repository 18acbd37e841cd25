'use client';

import type { Locale } from '@/lib/routing';
import type { EditorTranslator } from './texts';
import type { DraftRecovery } from './use-draft-recovery';

const buttonClass =
  'min-h-11 border border-ink-900 px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white';

/** The kept draft's time, as the admin's browser tells time. */
const when = (locale: Locale, time: number) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-CO' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(time));

/**
 * Unsaved changes this browser kept for the entry, offered at the top of the frame: loaded into
 * the form or forgotten, only on the admin's word.
 */
export function RecoveryNotice(props: {
  t: EditorTranslator;
  locale: Locale;
  recovery: DraftRecovery;
}) {
  const { t, locale, recovery } = props;
  if (!recovery.offer) return null;
  return (
    <div
      role="region"
      aria-labelledby="recovery-text"
      className="flex flex-col gap-3 border-l-4 border-brass-500 bg-brass-100/60 px-4 py-3 text-sm text-ink-900 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
    >
      <p id="recovery-text" className="font-semibold">
        {t('recovery.notice', { when: when(locale, recovery.offer.savedAt) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass} onClick={recovery.recover}>
          {t('recovery.recover')}
        </button>
        <button type="button" className={buttonClass} onClick={recovery.discard}>
          {t('recovery.discard')}
        </button>
      </div>
    </div>
  );
}
