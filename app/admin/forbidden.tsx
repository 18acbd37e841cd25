import { StaffFrame } from '@/components/admin/shell/staff-frame';
import { signOutAction } from '@/lib/admin/account/actions';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { homeLinkFor } from '@/lib/routing';
import { site } from '@/lib/site';

/**
 * The 403 page (HTTP status 403): a signed-in account without admin rights, sent here by
 * forbidden() in the protected layout. It may sign out, to sign in with another account.
 */
export default async function Forbidden() {
  const locale = await adminLocale();
  const t = adminTranslator(locale);
  return (
    <StaffFrame area={t('meta.area')} title={t('forbidden.title')} intro={t('forbidden.text')}>
      {/* A boundary exports no metadata: React puts this title in the head. */}
      <title>{`${t('meta.forbidden')} | ${site.name}`}</title>
      <div className="flex flex-wrap gap-3">
        <a
          href={homeLinkFor(locale)}
          className="inline-flex min-h-11 items-center border border-ink-900 bg-ink-900 px-5 py-2 text-sm font-semibold text-white hover:bg-ink-700"
        >
          {t('forbidden.publicSite')}
        </a>
        <form action={signOutAction}>
          <input type="hidden" name="scope" value="local" />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center border border-ink-900 px-5 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white"
          >
            {t('shell.signOut')}
          </button>
        </form>
      </div>
    </StaffFrame>
  );
}
