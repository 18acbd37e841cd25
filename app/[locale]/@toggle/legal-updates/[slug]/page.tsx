import { HeaderLanguageToggle } from '@/components/layout/header-language-toggle';
import { getEntry } from '@/lib/backend';
import { isLocale, otherLocale, pathFor } from '@/lib/routing';

// As the entry page itself (app/[locale]/legal-updates/[slug]/page.tsx).
export const revalidate = 300;
export const dynamicParams = true;

/**
 * The header's language toggle on an entry's page, linking the entry's own page in the other
 * language in the server HTML (the routing table cannot know an entry's other slug).
 */
export default async function EntryToggle({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
}) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return null;
  // The page itself answers an unknown entry; here the toggle just falls back to the list.
  const entry = await getEntry(locale, slug);
  const counterpart = entry
    ? { slug, href: pathFor({ screen: 'entry', slugs: entry.slugs }, otherLocale(locale)) }
    : undefined;
  return <HeaderLanguageToggle locale={locale} counterpart={counterpart} />;
}
