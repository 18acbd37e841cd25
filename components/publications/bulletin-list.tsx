import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import type { Category, EntryCard } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';
import { entryPath } from './entry-items';
import { SpanishOnly } from './entry-list';
import { entryLabeler } from './entry-meta';
import { Share } from './share';

/** The monthly bulletins: month, title, summary, "view complete bulletin" and "share bulletin". */
export async function BulletinList({
  bulletins,
  locale,
  categories,
}: {
  bulletins: readonly EntryCard[];
  locale: Locale;
  categories: readonly Category[];
}) {
  const [t, label, tEs, tEn] = await Promise.all([
    getTranslations('Publications'),
    entryLabeler(locale, categories),
    getTranslations({ locale: 'es', namespace: 'EntryLanguage' }),
    getTranslations({ locale: 'en', namespace: 'EntryLanguage' }),
  ]);
  const spanishOnly = { es: tEs('spanishOnly'), en: tEn('spanishOnly') };
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {bulletins.map((bulletin) => {
        const href = entryPath(bulletin, locale);
        const lang = bulletin.translated ? undefined : 'es';
        return (
          <li key={bulletin.id} className="flex flex-col border border-stone-edge bg-white p-6">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase">
              {bulletin.issueMonth
                ? t('issueOf', { month: label.month(bulletin.issueMonth) })
                : label.date(bulletin.publishedAt)}
              {locale === 'en' && !bulletin.translated ? <SpanishOnly text={spanishOnly} /> : null}
            </p>
            <h3 lang={lang} className="mt-3 text-xl leading-snug">
              {bulletin.title}
            </h3>
            <p lang={lang} className="mt-3 flex-1 text-sm leading-relaxed text-muted">
              {bulletin.summary}
            </p>
            <div className="mt-6 space-y-3 border-t border-stone-line pt-4">
              <SiteLink
                href={href}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-ink-900 underline decoration-brass-500 decoration-2 underline-offset-4"
              >
                {t('viewBulletin')}
                <span className="sr-only">: {bulletin.title}</span>
              </SiteLink>
              <Share path={href} title={bulletin.title} label={t('shareBulletin')} compact />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
