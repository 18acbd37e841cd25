'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import {
  entrySlugOf,
  keptSearchQuery,
  localeStorageKey,
  otherLocale,
  pathFor,
  switchLocalePath,
  type Locale,
} from '@/lib/routing';

/** An entry page's own counterpart: the routing table cannot know an entry's other slug. */
export type EntryCounterpart = { slug: string; href: string };

type LanguageToggleProps = {
  locale: Locale;
  label: string;
  short: string;
  counterpart?: EntryCounterpart;
};

const noSubscription = () => () => {};
const currentSearch = () => window.location.search;
const noSearch = () => '';

/** Saves the visitor's language choice where `/` looks for it (docs/product.md#languages). */
function saveLanguageChoice(locale: Locale) {
  document.cookie = `${localeStorageKey}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
}

/**
 * Link to the same page in the other language. Its href is rendered on the server (an entry's
 * from `counterpart`), so it works without JavaScript, in a new tab and for crawlers. Reading a
 * page is a choice of its language (docs/product.md#languages): the page's language is saved on
 * every visit.
 */
export function LanguageToggle({ locale, label, short, counterpart }: LanguageToggleProps) {
  const pathname = usePathname();
  const target = otherLocale(locale);
  // The query is not in the prerendered page: it joins the link once the page runs in the
  // browser (the URL changes only by navigation, which renders this again).
  const search = useSyncExternalStore(noSubscription, currentSearch, noSearch);
  useEffect(() => saveLanguageChoice(locale), [locale, pathname]);

  // A counterpart stays in a parallel slot after a client-side navigation: it holds only on its
  // own entry's page.
  const ownEntry = counterpart && entrySlugOf(pathname) === counterpart.slug;
  const path = ownEntry ? counterpart.href : switchLocalePath(pathname, target);
  const keepsSearch =
    path === pathFor({ screen: 'publications' }, target) && !entrySlugOf(pathname);
  const query = keepsSearch ? keptSearchQuery(pathname, search) : '';
  return (
    <a
      href={`${path}${query}`}
      hrefLang={target}
      lang={target}
      title={label}
      onClick={(event) => {
        saveLanguageChoice(target);
        // The query may have changed by a client-side navigation since this last rendered.
        if (keepsSearch) {
          event.currentTarget.href = `${path}${keptSearchQuery(pathname, window.location.search)}`;
        }
      }}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 border border-current/50 px-3 text-sm font-semibold tracking-wide hover:border-current"
    >
      {short}
      {/* After the visible letters, so the name starts with what it shows (WCAG 2.5.3). */}
      <span className="sr-only"> – {label}</span>
    </a>
  );
}
