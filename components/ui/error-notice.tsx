'use client';

import esErrors from '@/messages/es/errors.json';
import enErrors from '@/messages/en/errors.json';
import type { Locale } from '@/lib/routing';

const texts = { es: esErrors.Error, en: enErrors.Error } as const;

/** What a visitor sees when a page fails: a localized apology and a retry, never the error itself. */
export function ErrorNotice({ locale, retry }: { locale: Locale; retry: () => void }) {
  const t = texts[locale];
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-24 sm:px-8 sm:py-32">
      <h1 className="text-4xl sm:text-5xl">{t.title}</h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">{t.text}</p>
      <div className="mt-10 flex flex-col gap-4 sm:flex-row">
        <button
          type="button"
          onClick={retry}
          className="inline-flex min-h-11 items-center justify-center border border-ink-900 bg-ink-900 px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-ink-700"
        >
          {t.retry}
        </button>
        <a
          href={locale === 'en' ? '/en' : '/'}
          className="inline-flex min-h-11 items-center justify-center border border-ink-900 px-6 py-3 text-sm font-semibold tracking-wide text-ink-900 hover:bg-ink-900 hover:text-white"
        >
          {t.home}
        </a>
      </div>
    </div>
  );
}
