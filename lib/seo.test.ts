import { breadcrumbJsonLd, jsonLdString, organizationJsonLd, pageMetadata } from './seo';

describe('seo', () => {
  it('escapes < so JSON-LD cannot close its script tag', () => {
    const out = jsonLdString({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('points canonical and hreflang at the routing table', () => {
    const metadata = pageMetadata({
      route: { screen: 'service', service: 'labor' },
      locale: 'en',
      title: 'Labor Law',
      description: 'd',
      ogLocale: 'en_US',
      image: { url: 'https://example.com/cards/en/service/labor?v=1', alt: 'Labor Law' },
    });
    expect(metadata.alternates).toEqual({
      canonical: '/en/services/labor-law',
      languages: {
        es: '/servicios/derecho-laboral',
        en: '/en/services/labor-law',
        'x-default': '/servicios/derecho-laboral',
      },
    });
  });

  it('names the social card as a large 1200×630 PNG for Open Graph and Twitter', () => {
    const image = { url: 'https://example.com/cards/es/page/about?v=abc', alt: 'Nosotros' };
    const metadata = pageMetadata({
      route: { screen: 'about' },
      locale: 'es',
      title: 'Nosotros',
      description: 'd',
      ogLocale: 'es_CO',
      image,
    });
    expect(metadata.openGraph?.images).toEqual([
      { url: image.url, width: 1200, height: 630, alt: 'Nosotros', type: 'image/png' },
    ]);
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: image.url, alt: 'Nosotros' }],
    });
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Inicio', path: '/' },
      { name: 'Nosotros', path: '/nosotros' },
    ]);
    expect(data.itemListElement[1]).toMatchObject({ position: 2, name: 'Nosotros' });
    expect(data.itemListElement[1]?.item).toMatch(/^https?:\/\/[^/]+\/nosotros$/);
  });

  it('describes the firm with LegalService properties only', () => {
    // inLanguage belongs to CreativeWork and its kin, not to an organization: validators flag it.
    // The language of the page is <html lang> already.
    for (const locale of ['es', 'en'] as const) {
      const data = organizationJsonLd(locale, 'd');
      expect(data['@type']).toBe('LegalService');
      expect(data).not.toHaveProperty('inLanguage');
    }
  });
});
