import 'server-only';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { EntryReview } from '@/lib/admin/types';
import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { ReviewPanel } from './review-panel';

/**
 * On top of an entry's editor, its review: to an editor a pending draft's decision (publish, or
 * return with a note); to its author that it waits; to everyone a returned draft's note.
 */
export function ReviewNotice({
  review,
  locale,
  decide,
}: {
  review: EntryReview;
  locale: Locale;
  /** Whether the caller decides reviews (editors and admins). */
  decide: boolean;
}) {
  const t = adminTranslator(locale);
  const when = review.requestedAt ? formatAdminDateTime(review.requestedAt, locale) : '';
  if (review.state === 'pending' && decide)
    return (
      <ReviewPanel
        id={review.id}
        version={review.version}
        errors={messages[locale].Admin.errors}
        texts={{
          title: t('review.pendingTitle'),
          intro: t('review.pendingEditor', { author: review.requestedBy ?? '—', when }),
          approve: t('review.approve'),
          approving: t('review.approving'),
          return: t('review.return'),
          returning: t('review.returning'),
          note: t('review.note'),
          noteHint: t('review.noteHint'),
          approved: t('review.approved'),
          returnedDone: t('review.returnedDone'),
        }}
      />
    );
  const pending = review.state === 'pending';
  return (
    <section
      aria-labelledby="review-title"
      className="mt-8 border-l-4 border-brass-500 bg-white p-4 sm:p-6"
    >
      <h2 id="review-title" className="font-serif text-2xl">
        {pending ? t('review.pendingTitle') : t('review.returnedTitle')}
      </h2>
      {pending ? (
        <p className="mt-2">{t('review.pendingAuthor', { when })}</p>
      ) : (
        <>
          <p className="mt-2 [overflow-wrap:anywhere] whitespace-pre-line">
            {t('review.returned', { editor: review.returnedBy ?? '—', note: review.note ?? '' })}
          </p>
          {decide ? null : <p className="mt-2 text-muted">{t('review.returnedHint')}</p>}
        </>
      )}
    </section>
  );
}
