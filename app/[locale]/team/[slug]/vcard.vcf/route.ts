import { profileText } from '@/components/team/profile-text';
import { teamMemberById, teamMembers } from '@/lib/content/team';
import { lawyerVCard } from '@/lib/content/vcard';
import { isLocale, locales, pathFor } from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';

// Built once per lawyer and language at build time: a static file, like the profile itself.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => teamMembers.map((member) => ({ locale, slug: member.id })));
}

/** A lawyer's contact card (vCard 4.0) in the page's language, for the visitor's address book. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { locale, slug } = await params;
  const member = teamMemberById(slug);
  if (!isLocale(locale) || !member) return new Response('Not found', { status: 404 });
  const text = await profileText(member, locale);
  const route = { screen: 'lawyer', lawyer: member.id } as const;
  const vcf = lawyerVCard(member, {
    title: text.role,
    note: text.cardNote,
    url: absoluteUrl(pathFor(route, locale)),
    // The same person in every language's card: address books merge them instead of doubling.
    uid: absoluteUrl(pathFor(route, 'es')),
  });
  return new Response(vcf, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${member.id}.vcf"`,
    },
  });
}
