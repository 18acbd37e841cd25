import type { Metadata } from 'next';
import Link from 'next/link';
import { RequestsTable } from '@/components/admin/requests/requests-table';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { getDataRequests } from '@/lib/admin/requests/loaders';
import { adminPaths } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.requests') };
}

/** /admin/requests: the confirmed data requests with their due days, days left and status (admins). */
export default async function RequestsPage() {
  const { locale, rows } = await getDataRequests();
  const t = adminTranslator(locale);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('requests.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('requests.intro')}</p>
      <p className="mt-3">
        <Link href={adminPaths.requestsCalendar} className="underline underline-offset-2">
          {t('requests.calendarLink')}
        </Link>
      </p>
      <div className="mt-8">
        {rows.length ? (
          <RequestsTable rows={rows} locale={locale} />
        ) : (
          <p className="border border-stone-line bg-white p-6">{t('requests.empty')}</p>
        )}
      </div>
    </>
  );
}
