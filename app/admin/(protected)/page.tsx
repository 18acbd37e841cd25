import type { Metadata } from 'next';
import Link from 'next/link';
import { AttackBanner } from '@/components/admin/dashboard/attack-banner';
import { DashboardCounts } from '@/components/admin/dashboard/dashboard-counts';
import { EntriesTable } from '@/components/admin/entries/entries-table';
import { OutboxWarnings } from '@/components/admin/outbox/outbox-warnings';
import { PendingReviews } from '@/components/admin/review/pending-reviews';
import { RequestsDueSoon } from '@/components/admin/requests/due-soon';
import { adminContent } from '@/lib/admin/content';
import { getInboxUnread } from '@/lib/admin/inbox/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { getOutboxWarnings } from '@/lib/admin/outbox/loaders';
import { getRequestsDueSoon } from '@/lib/admin/requests/loaders';
import { accountsUnderAttack } from '@/lib/admin/sign-in-attacks';
import { requirePage } from '@/lib/auth/guard';
import { roleMay } from '@/lib/auth/permissions';
import { entryKinds } from '@/lib/publications/types';
import { adminPaths, homeLinkFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.dashboard') };
}

const card =
  'block h-full border border-stone-line bg-white p-6 text-ink-950 hover:border-ink-900 focus-visible:border-ink-900';

/** /admin: counts per kind, entries without English, the latest changes, and where to go. */
export default async function DashboardPage() {
  const [{ claims, role, viewer }, locale] = await Promise.all([
    requirePage('staff.enter'),
    adminLocale(),
  ]);
  const content = await adminContent(claims);
  const decides = roleMay(role, 'entries.review');
  const [dashboard, pending, attacked, unread, mail, dueSoon] = await Promise.all([
    content.dashboard(),
    decides ? content.pendingReviews() : null,
    // Admins only: the database refuses anybody else the accounts under attack.
    roleMay(role, 'audit.read') ? accountsUnderAttack(claims) : [],
    getInboxUnread(),
    roleMay(role, 'personal.read') ? getOutboxWarnings(viewer) : null,
    roleMay(role, 'privacy.requests') ? getRequestsDueSoon(claims) : null,
  ]);
  const t = adminTranslator(locale);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('dashboard.title')}</h1>
      <p className="mt-3 text-muted">{t('dashboard.intro')}</p>
      {mail ? <OutboxWarnings {...mail} locale={locale} /> : null}

      <AttackBanner
        lines={attacked.map(({ email, failures }) =>
          email === null
            ? t('attacks.unknown', { count: failures })
            : t('attacks.account', { email, count: failures }),
        )}
        texts={{ title: t('attacks.title'), intro: t('attacks.intro') }}
      />

      {dueSoon ? <RequestsDueSoon rows={dueSoon} locale={locale} /> : null}

      {pending ? (
        <section aria-labelledby="pending-reviews" className="mt-10">
          <h2 id="pending-reviews" className="font-serif text-2xl">
            {t('review.dashboardTitle')}
          </h2>
          <div className="mt-4">
            <PendingReviews rows={pending} locale={locale} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="counts" className="mt-10">
        <h2 id="counts" className="sr-only">
          {t('dashboard.countsTitle')}
        </h2>
        <DashboardCounts
          counts={dashboard.counts}
          locale={locale}
          kinds={entryKinds.filter((kind) =>
            roleMay(role, kind === 'bulletin' ? 'bulletins.edit' : 'entries.draft'),
          )}
        />
      </section>

      <section aria-labelledby="latest" className="mt-12">
        <h2 id="latest" className="font-serif text-2xl">
          {t('dashboard.latestTitle')}
        </h2>
        <div className="mt-4">
          {dashboard.latest.length > 0 ? (
            <EntriesTable
              rows={dashboard.latest}
              caption={t('dashboard.latestCaption')}
              locale={locale}
              showKind
            />
          ) : (
            <p className="border border-stone-line bg-white p-6">{t('dashboard.latestEmpty')}</p>
          )}
        </div>
      </section>

      <section aria-labelledby="untranslated" className="mt-12">
        <h2 id="untranslated" className="font-serif text-2xl">
          {t('dashboard.untranslatedTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('dashboard.untranslatedIntro')}</p>
        <div className="mt-4">
          {dashboard.untranslated.length > 0 ? (
            <EntriesTable
              rows={dashboard.untranslated}
              caption={t('dashboard.untranslatedCaption')}
              locale={locale}
              showKind
            />
          ) : (
            <p className="border border-stone-line bg-white p-6">
              {t('dashboard.untranslatedEmpty')}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="more" className="mt-12">
        <h2 id="more" className="font-serif text-2xl">
          {t('dashboard.moreTitle')}
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {roleMay(role, 'categories.edit') ? (
            <li>
              <Link href={adminPaths.categories} className={card}>
                <h3 className="font-serif text-xl">{t('categories.title')}</h3>
                <p className="mt-2 text-muted">{t('dashboard.categoriesText')}</p>
              </Link>
            </li>
          ) : null}
          {unread !== null ? (
            <li>
              <Link href={adminPaths.inbox} className={card}>
                <h3 className="font-serif text-xl">{t('inbox.title')}</h3>
                <p className="mt-2 text-muted" data-unread={unread}>
                  {t('inbox.dashboardText', { count: unread })}
                </p>
              </Link>
            </li>
          ) : null}
          {roleMay(role, 'users.manage') ? (
            <li>
              <Link href={adminPaths.users} className={card}>
                <h3 className="font-serif text-xl">{t('dashboard.usersTitle')}</h3>
                <p className="mt-2 text-muted">{t('dashboard.usersText')}</p>
              </Link>
            </li>
          ) : null}
          {roleMay(role, 'entries.delete') ? (
            <li>
              <Link href={adminPaths.trash} className={card}>
                <h3 className="font-serif text-xl">{t('trash.title')}</h3>
                <p className="mt-2 text-muted">{t('dashboard.trashText')}</p>
              </Link>
            </li>
          ) : null}
          <li>
            <a href={homeLinkFor(locale)} className={card}>
              <h3 className="font-serif text-xl">{t('dashboard.siteTitle')}</h3>
              <p className="mt-2 text-muted">{t('dashboard.siteText')}</p>
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
