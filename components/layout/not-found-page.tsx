import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import type { Locale } from '@/lib/routing';
import { NotFoundContent } from './not-found-content';

/**
 * A 404 page rendered by a page of app/[locale] itself, inside its layout: the full page in the
 * server HTML, with status 404 (saying so when the address was a publication's, now `removed`).
 *
 * A bare notFound() thrown while rendering a page would send an empty `<html id="__next_error__">`
 * shell that script fills in (vercel/next.js#62228, still so in 16.4): no content, header, footer
 * or `lang` without JavaScript. Thrown inside a Suspense boundary instead, it still sets the
 * status (Next.js keeps the prerendered content outside the boundary and answers 404), and in the
 * browser the not-found boundary of app/[locale] takes over with the same content.
 */
export function NotFoundPage({ locale, removed = false }: { locale: Locale; removed?: boolean }) {
  return (
    <>
      <NotFoundContent locale={locale} removed={removed} />
      <NotFoundStatus />
    </>
  );
}

/**
 * Makes the response a 404 and renders nothing, for a page whose layout shows the 404's words
 * (app/[locale]/legal-updates/[slug]): thrown inside a Suspense boundary, as above.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <ThrowNotFound />
    </Suspense>
  );
}

function ThrowNotFound(): never {
  notFound();
}
