import { getTranslations } from 'next-intl/server';
import { adminPaths } from '@/lib/routing';

/**
 * Says, on an entry's page in draft mode, that what the admin sees may not be public yet, with
 * the way out of the preview. Shown to a signed-in admin only (the page checks).
 */
export async function PreviewBanner() {
  const t = await getTranslations('EntryPreview');
  return (
    <section
      aria-label={t('label')}
      className="border-b-2 border-brass-500 bg-brass-100 text-ink-950"
      data-print-hidden
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-3 sm:px-8">
        <p className="font-semibold">{t('notice')}</p>
        {/* A plain link: the exit is a route handler that clears the draft-mode cookie. */}
        <a
          href={adminPaths.previewExit}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {t('exit')}
        </a>
      </div>
    </section>
  );
}
