import type { Metadata } from 'next';
import Link from 'next/link';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { requireAdmin } from '@/lib/admin/session';
import { adminPaths, homeLinkFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.dashboard') };
}

const card =
  'block border border-stone-line bg-white p-6 text-ink-950 hover:border-ink-900 focus-visible:border-ink-900';

/** /admin: who is signed in, and where to go. (The editors come with part 2.) */
export default async function DashboardPage() {
  const [claims, locale] = await Promise.all([requireAdmin(), adminLocale()]);
  const t = adminTranslator(locale);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('dashboard.title')}</h1>
      <p className="mt-3 text-muted">{t('dashboard.welcome', { email: claims.email })}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        <li>
          <Link href={adminPaths.users} className={card}>
            <h2 className="font-serif text-2xl">{t('dashboard.usersTitle')}</h2>
            <p className="mt-2 text-muted">{t('dashboard.usersText')}</p>
          </Link>
        </li>
        <li>
          <a href={homeLinkFor(locale)} className={card}>
            <h2 className="font-serif text-2xl">{t('dashboard.siteTitle')}</h2>
            <p className="mt-2 text-muted">{t('dashboard.siteText')}</p>
          </a>
        </li>
      </ul>
    </>
  );
}
