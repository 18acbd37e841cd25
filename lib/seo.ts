import type { Metadata } from 'next';
import { alternatesFor, pathFor, type EntryRoute, type Locale, type Route } from '@/lib/routing';
import { site } from '@/lib/site';
import { absoluteUrl, siteUrl } from '@/lib/site-url';

type PageMetadataInput = {
  route: Route | EntryRoute;
  locale: Locale;
  title: string;
  description: string;
  ogLocale: string;
  /** The page's social card: its absolute URL and the picture in words. */
  image: SocialImage;
};

/** A page's social card as its metadata names it. */
export type SocialImage = { url: string; alt: string };

/**
 * The Open Graph and Twitter image tags of a page's social card: a 1200×630 PNG, shown large.
 * Every public page names one (lib/page-metadata.ts).
 */
export function socialImageMetadata(image: SocialImage) {
  return {
    openGraph: {
      images: [{ url: image.url, width: 1200, height: 630, alt: image.alt, type: 'image/png' }],
    },
    twitter: { card: 'summary_large_image' as const, images: [{ url: image.url, alt: image.alt }] },
  };
}

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph tags for a page, all
 * derived from the routing table, so every alias of a page points at the same canonical URL.
 */
export function pageMetadata({
  route,
  locale,
  title,
  description,
  ogLocale,
  image,
}: PageMetadataInput): Metadata {
  const canonical = pathFor(route, locale);
  const social = socialImageMetadata(image);
  return {
    metadataBase: siteUrl(),
    title,
    description,
    alternates: { canonical, languages: alternatesFor(route) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title,
      description,
      url: absoluteUrl(canonical),
      locale: ogLocale,
      ...social.openGraph,
    },
    twitter: { ...social.twitter, title, description },
  };
}

/** Serializes JSON-LD for a <script> tag; `<` is escaped so the data cannot close the tag. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** BreadcrumbList JSON-LD for a trail of [name, path] pairs. */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** LegalService JSON-LD describing the firm, for the home page. */
export function organizationJsonLd(locale: Locale, description: string) {
  const url = absoluteUrl(pathFor({ screen: 'home' }, locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    legalName: site.legalName,
    description,
    url,
    logo: absoluteUrl('/icon.svg'),
    foundingDate: String(site.foundingYear),
    telephone: site.phone.display,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...site.geo },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    sameAs: Object.values(site.social),
    areaServed: { '@type': 'Country', name: 'Colombia' },
  };
}

type PersonJsonLdInput = {
  path: string;
  name: string;
  givenName: string;
  familyName: string;
  jobTitle: string;
  description: string;
  email: string;
  telephone: string;
  /** BCP 47 tags. */
  languages: readonly string[];
  institutions: readonly string[];
  knowsAbout: readonly string[];
  barNumber: string;
  image?: string;
};

/** Person JSON-LD for a lawyer's profile: works for the firm (the home page's LegalService). */
export function personJsonLd(person: PersonJsonLdInput) {
  const url = absoluteUrl(person.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${url}#person`,
    name: person.name,
    givenName: person.givenName,
    familyName: person.familyName,
    jobTitle: person.jobTitle,
    description: person.description,
    url,
    email: `mailto:${person.email}`,
    telephone: person.telephone,
    ...(person.image ? { image: absoluteUrl(person.image) } : {}),
    worksFor: {
      '@type': 'LegalService',
      '@id': absoluteUrl('/#organization'),
      name: site.name,
      url: absoluteUrl(pathFor({ screen: 'home' }, 'es')),
    },
    knowsLanguage: [...person.languages],
    alumniOf: [...new Set(person.institutions)].map((name) => ({
      '@type': 'CollegeOrUniversity',
      name,
    })),
    knowsAbout: [...person.knowsAbout],
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Tarjeta profesional (Consejo Superior de la Judicatura)',
      value: person.barNumber,
    },
  };
}
