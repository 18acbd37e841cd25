import { getTranslations } from 'next-intl/server';
import { mapUrl, site } from '@/lib/site';
import { officeHoursText } from './office-hours';

/** Address, phone, e-mail and office hours as a description list. */
export async function ContactDetails({
  tone = 'dark',
  columns = 2,
}: {
  tone?: 'dark' | 'light';
  columns?: 1 | 2;
}) {
  const t = await getTranslations('Contact');
  const term = `text-xs font-semibold tracking-[0.16em] uppercase ${tone === 'light' ? 'text-brass-300' : 'text-brass-700'}`;
  const link = 'underline decoration-1 underline-offset-4 hover:decoration-2';
  return (
    <dl className={`grid gap-6 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      <div>
        <dt className={term}>{t('addressTitle')}</dt>
        <dd className="mt-2">
          <address className="not-italic">
            {site.address.street}
            <br />
            {site.address.locality}, {t('country')}
          </address>
          <a
            href={mapUrl()}
            className={`mt-1 inline-block text-sm ${link}`}
            rel="noopener noreferrer"
          >
            {t('mapLink')}
          </a>
        </dd>
      </div>
      <div>
        <dt className={term}>{t('phoneTitle')}</dt>
        <dd className="mt-2">
          <a href={site.phone.href} className={link}>
            {site.phone.display}
          </a>
        </dd>
      </div>
      <div>
        <dt className={term}>{t('emailTitle')}</dt>
        <dd className="mt-2 break-words">
          <a href={`mailto:${site.email}`} className={link}>
            {site.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className={term}>{t('hoursTitle')}</dt>
        <dd className="mt-2">{officeHoursText(t)}</dd>
      </div>
    </dl>
  );
}
