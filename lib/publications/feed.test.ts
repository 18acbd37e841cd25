import { renderRss } from './feed';

const item = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'publication' as const,
  categoryId: 'tax',
  slug: 'a',
  title: 'Impuestos & <retención> "2027"',
  summary: "La DIAN's resumen",
  translated: true,
  authorId: 'ana-perez',
  issueMonth: null,
  publishedAt: '2026-10-14T14:00:00.000Z',
  updatedAt: '2026-10-14T14:00:00.000Z',
  link: 'https://firm.example/publicaciones/a?x=1&y=2',
  category: 'Tributario',
  author: 'Ana Pérez',
};

describe('renderRss', () => {
  const xml = renderRss({
    title: 'Publicaciones',
    description: 'Desc',
    link: 'https://firm.example/publicaciones',
    selfLink: 'https://firm.example/publicaciones/feed.xml',
    language: 'es',
    items: [item],
  });

  it('escapes every text', () => {
    expect(xml).toContain('<title>Impuestos &amp; &lt;retención&gt; &quot;2027&quot;</title>');
    expect(xml).toContain('La DIAN&apos;s resumen');
    expect(xml).toContain('a?x=1&amp;y=2');
    expect(xml).not.toContain('<retención>');
  });

  it('dates items in RFC 822 and names the feed itself', () => {
    expect(xml).toContain('<pubDate>Wed, 14 Oct 2026 14:00:00 GMT</pubDate>');
    expect(xml).toContain('rel="self" type="application/rss+xml"');
    expect(xml).toContain('<dc:creator>Ana Pérez</dc:creator>');
  });
});
