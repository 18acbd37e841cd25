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
