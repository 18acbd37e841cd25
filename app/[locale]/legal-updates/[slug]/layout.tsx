import type { ReactNode } from 'react';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { loadEntryPage } from '@/lib/publications/entry-read';

/**
 * An entry's address that leads to no entry shows the 404's words here, above the page, in the
 * page's language (saying so when the publication was removed): the page itself only sets the
 * status by throwing notFound() in a Suspense boundary, and in the browser the not-found
 * boundary below this layout (./not-found.tsx, empty) replaces the page, never these words.
 */
export default async function EntryLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; slug: string }>;
}) {
  const { locale, slug } = await params;
  const loaded = await loadEntryPage(locale, slug);
  if (loaded.entry || loaded.movedTo) return children;
  return (
    <>
      <NotFoundContent locale={loaded.locale} removed={loaded.removed} />
      {children}
    </>
  );
}
