import { getTranslations } from 'next-intl/server';
import { Container } from './container';

/** The placeholder shown while a page loads: the shape of a page header and three text blocks. */
export async function PageSkeleton() {
  const t = await getTranslations('Loading');
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{t('label')}</span>
      <div className="bg-ink-900 py-16 sm:py-20">
        <Container>
          <div className="h-4 w-40 animate-pulse bg-white/15" />
          <div className="mt-6 h-10 w-3/4 max-w-xl animate-pulse bg-white/20" />
          <div className="mt-5 h-5 w-full max-w-2xl animate-pulse bg-white/10" />
        </Container>
      </div>
      <Container className="space-y-4 py-16">
        {[0, 1, 2].map((block) => (
          <div key={block} className="space-y-3">
            <div className="h-4 w-full max-w-3xl animate-pulse bg-ink-100" />
            <div className="h-4 w-11/12 max-w-3xl animate-pulse bg-ink-100" />
            <div className="h-4 w-2/3 max-w-2xl animate-pulse bg-ink-100" />
          </div>
        ))}
      </Container>
    </div>
  );
}
