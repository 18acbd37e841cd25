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
      <p className="text-muted mt-5 max-w-xl text-lg leading-relaxed">{t.text}</p>
      <div className="mt-10 flex flex-col gap-4 sm:flex-row">
        <button
          type="button"
          onClick={retry}
          className="border-ink-900 bg-ink-900 hover:bg-ink-700 inline-flex min-h-11 items-center justify-center border px-6 py-3 text-sm font-semibold tracking-wide text-white"
        >
          {t.retry}
        </button>
        <a
          href={locale === 'en' ? '/en' : '/'}
          className="border-ink-900 text-ink-900 hover:bg-ink-900 inline-flex min-h-11 items-center justify-center border px-6 py-3 text-sm font-semibold tracking-wide hover:text-white"
        >
          {t.home}
        </a>
      </div>
    </div>
  );
}
