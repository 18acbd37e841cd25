import { getTranslations } from 'next-intl/server';
import { mapUrl, site } from '@/lib/site';
import { officeHoursText } from './office-hours';

/**
 * Lines break only between words that belong apart: "Oficina 1101" stays whole, and an e-mail
 * address may wrap before its "@", never inside a word.
 */
function Street({ street }: { street: string }) {
  const parts = street.split(', ');
  return parts.map((part, index) => (
    <span key={part} className="whitespace-nowrap">
      {part}
      {index < parts.length - 1 ? ', ' : ''}
    </span>
  ));
}

function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/**
 * Address, phone, e-mail and office hours as a description list: in two columns from `sm` when
 * `columns` is 2, and in one again from `lg`, where it sits in a narrow side column.
 */
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
    <dl className={`grid gap-6 ${columns === 2 ? 'sm:grid-cols-2 lg:grid-cols-1' : ''}`}>
      <div>
        <dt className={term}>{t('addressTitle')}</dt>
        <dd className="mt-2">
          <address className="not-italic">
            <Street street={site.address.street} />
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
        <dd className="mt-2">
          <a href={`mailto:${site.email}`} className={link}>
            <Email address={site.email} />
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
