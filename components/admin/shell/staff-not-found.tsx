import { StaffFrame } from '@/components/admin/shell/staff-frame';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { adminPaths, homeLinkFor } from '@/lib/routing';
import { site } from '@/lib/site';

const buttonClass =
  'inline-flex min-h-11 items-center border border-ink-900 px-5 py-2 text-sm font-semibold';

/**
 * The 404 page of the admin area (/admin, /login, /auth), in the admin's language: the route the
 * proxy sends unknown paths to (app/admin/~not-found) and the not-found boundaries of the area's
 * root layouts. Rendered per request inside the staff document, so Next.js puts the request's
 * nonce on its scripts and the strict policy lets them run.
 */
export async function StaffNotFound() {
  const locale = await adminLocale();
  const t = adminTranslator(locale);
  return (
    <StaffFrame area={t('meta.area')} title={t('notFound.title')} intro={t('notFound.text')}>
      {/* A boundary exports no metadata: React puts this title in the head. */}
      <title>{`${t('meta.notFound')} | ${site.name}`}</title>
      <div className="flex flex-wrap gap-3">
        <a
          href={adminPaths.dashboard}
          className={`${buttonClass} bg-ink-900 text-white hover:bg-ink-700`}
        >
          {t('notFound.dashboard')}
        </a>
        <a
          href={homeLinkFor(locale)}
          className={`${buttonClass} text-ink-900 hover:bg-ink-900 hover:text-white`}
        >
          {t('notFound.publicSite')}
        </a>
      </div>
    </StaffFrame>
  );
}
