import { getLocale, getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/ui/site-link';
import { isLocale, pathFor } from '@/lib/routing';
import { site } from '@/lib/site';

/** The data controller's identification required by Ley 1581 de 2012, from the firm's config. */
export async function DataController() {
  const [t, current] = await Promise.all([getTranslations('LegalPage'), getLocale()]);
  const locale = isLocale(current) ? current : 'es';
  const rows = [
    [t('controllerName'), site.legalName],
    [t('controllerTaxId'), site.taxId],
    [t('controllerAddress'), `${site.address.street}, ${site.address.locality}, Colombia`],
    [t('controllerEmail'), site.privacyEmail],
    [t('controllerPhone'), site.phone.display],
  ] as const;
  return (
    <aside
      aria-labelledby="controller-title"
      className="mt-8 border border-stone-edge bg-white p-6"
    >
      <h3 id="controller-title" className="text-lg">
        {t('controllerTitle')}
      </h3>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-800">{label}</dt>
            <dd className="min-w-0 break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-ink-900">
        {t.rich('dataRequestsLink', {
          link: (chunks) => (
            <SiteLink href={pathFor({ screen: 'dataRequests' }, locale)}>{chunks}</SiteLink>
          ),
        })}
      </p>
    </aside>
  );
}
