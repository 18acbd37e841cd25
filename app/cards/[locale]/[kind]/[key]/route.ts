import { listSitemapEntries } from '@/lib/backend';
import { renderCard } from '@/lib/cards/render';
import { resolveCard } from '@/lib/cards/resolve';
import { log } from '@/lib/log';
import { allRoutes, cardKeyFor, locales } from '@/lib/routing';

// Every page's social card (1200×630 PNG). The cards of the pages the build knows are prerendered
// with them; a new entry's is drawn on its first request. Both are kept like the entry pages:
// five minutes, or until an admin's change expires the entry's tags, which its read carries. The
// page names its card with a version of what it shows (?v=…), read by nobody here: the cache
// keeps one card per path, and platforms that keep images by URL fetch the new one.
export const revalidate = 300;
export const dynamicParams = true;

export async function generateStaticParams() {
  const entries = await listSitemapEntries();
  return locales.flatMap((locale) => [
    ...allRoutes().map((route) => ({ locale, ...cardKeyFor(route, locale) })),
    ...entries.map((entry) => ({
      locale,
      ...cardKeyFor({ screen: 'entry', slugs: entry.slugs }, locale),
    })),
  ]);
}

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** A page's card in its language, or 404 when the address names no page. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; kind: string; key: string }> },
) {
  const resolved = await resolveCard(await params);
  if (!resolved) return notFound();
  try {
    return await renderCard(resolved.card);
  } catch (error) {
    // The reason goes to the log only; the answer says nothing about the server.
    log.error({ module: 'cards', err: error }, 'A social card could not be drawn');
    return new Response('Error', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
