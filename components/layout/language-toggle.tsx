'use client';

import { usePathname } from 'next/navigation';
import { localeStorageKey, otherLocale, switchLocalePath, type Locale } from '@/lib/routing';

type LanguageToggleProps = { locale: Locale; label: string; short: string; name: string };

/** Saves the visitor's language choice where `/` and SPEC §4 look for it. */
export function saveLanguageChoice(locale: Locale) {
  document.cookie = `${localeStorageKey}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
}

/** Link to the same page in the other language; remembers the choice on the way. */
export function LanguageToggle({ locale, label, short, name }: LanguageToggleProps) {
  const pathname = usePathname();
  const target = otherLocale(locale);
  return (
    <a
      href={switchLocalePath(pathname, target)}
      hrefLang={target}
      lang={target}
      aria-label={label}
      title={label}
      onClick={(event) => {
        saveLanguageChoice(target);
        // Pages whose other-language path the routing table cannot know (an entry's slug) name it.
        const alternate = document.querySelector<HTMLMetaElement>(
          'meta[name="language-alternate"]',
        )?.content;
        if (alternate) {
          event.preventDefault();
          window.location.assign(alternate);
        }
      }}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 border border-current/30 px-3 text-sm font-semibold tracking-wide hover:border-current"
    >
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{name}</span>
    </a>
  );
}
