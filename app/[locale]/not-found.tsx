import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SealPattern } from '@/components/ui/pattern';
import { defaultLocale, isLocale, pathFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false } };
}

/** The localized 404 page (SPEC §2 Not found), linking home and the site map. */
export default async function NotFound() {
  const [requested, t] = await Promise.all([getLocale(), getTranslations('NotFound')]);
  const locale = isLocale(requested) ? requested : defaultLocale;
  return (
    <section className="relative overflow-hidden">
      <SealPattern className="pointer-events-none absolute top-1/2 -right-32 h-[32rem] w-[32rem] -translate-y-1/2 text-ink-100" />
      <Container className="relative py-24 sm:py-32">
        <p className="font-serif text-6xl text-brass-700">404</p>
        <h1 className="mt-4 text-4xl sm:text-5xl">{t('title')}</h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">{t('text')}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <ButtonLink href={pathFor({ screen: 'home' }, locale)}>{t('home')}</ButtonLink>
          <ButtonLink href={pathFor({ screen: 'siteMap' }, locale)} variant="secondary">
            {t('siteMap')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
