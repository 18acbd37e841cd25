'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { setAdminLanguageAction } from '@/lib/admin/language/actions';
import { otherLocale, type Locale } from '@/lib/routing';

/**
 * The staff area's language switch: one button naming the other language, posting the choice
 * with the page to come back to. A client island only to read the browser's current path (the
 * layout is not rendered again on a client-side navigation); without JavaScript every page is a
 * full load, so the server-rendered path is already the current one.
 */
export function LanguageSwitch({
  locale,
  texts,
  tone = 'dark',
}: {
  locale: Locale;
  /** `names`: each language's name in its own language; `switchTo`: the button's purpose. */
  texts: { switchTo: string; names: Record<Locale, string> };
  /** `light`: on the admin's dark header; `dark`: on the pale sign-in page. */
  tone?: 'light' | 'dark';
}) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const target = otherLocale(locale);
  const colors =
    tone === 'light'
      ? 'border-white/70 text-white hover:bg-white hover:text-ink-950'
      : 'border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white';
  return (
    <form action={setAdminLanguageAction}>
      <input type="hidden" name="locale" value={target} />
      <input type="hidden" name="back" value={search ? `${pathname}?${search}` : pathname} />
      <button type="submit" className={`min-h-11 border px-3 py-2 text-sm font-semibold ${colors}`}>
        <span lang={target}>{texts.names[target]}</span>
        {/* After the visible name, so the accessible name starts with what it shows. */}
        <span className="sr-only"> – {texts.switchTo}</span>
      </button>
    </form>
  );
}
