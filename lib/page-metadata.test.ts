import { cardVersion, entryCard, routeCard } from '@/lib/cards/model';
import { cardMetadata, localizedMetadata } from './page-metadata';

jest.mock('next-intl/server', () => ({
  getTranslations: jest.fn(async () => (key: string) => (key === 'ogLocale' ? 'es_CO' : key)),
}));

const text = { title: 't', description: 'd' };

describe('every page names its social card', () => {
  it("a page's metadata names its route's card as a large 1200×630 PNG, in its language", async () => {
    const metadata = await localizedMetadata({ ...text, route: { screen: 'about' }, locale: 'en' });
    const card = await routeCard({ screen: 'about' }, 'en');
    const url = `/cards/en/page/about?v=${cardVersion(card)}`;
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ width: 1200, height: 630, type: 'image/png', alt: card.alt }),
    ]);
    const [image] = metadata.openGraph?.images as { url: string }[];
    expect(new URL(image!.url).pathname + new URL(image!.url).search).toBe(url);
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: image!.url, alt: card.alt }],
    });
  });

  it("an entry page names the entry's own card", async () => {
    const slugs = { es: 'uvt-2027', en: null };
    const card = await entryCard(
      {
        id: 'e1',
        kind: 'blog',
        categoryId: null,
        slug: 'uvt-2027',
        title: 'UVT 2027',
        summary: 's',
        translated: false,
        authorId: null,
        issueMonth: null,
        publishedAt: '2026-10-14T14:00:00.000Z',
        updatedAt: '2026-10-14T14:00:00.000Z',
        body: '',
        seoTitle: null,
        seoDescription: null,
        slugs,
        category: null,
        coverImagePath: null,
        pdfPath: null,
        pdfPathEn: null,
        items: [],
      },
      'en',
      [],
    );
    const metadata = await localizedMetadata({
      ...text,
      route: { screen: 'entry', slugs },
      locale: 'en',
      card,
    });
    const [image] = metadata.openGraph?.images as { url: string }[];
    // An untranslated entry's English page answers at its Spanish slug; so does its card.
    expect(image!.url).toMatch(/\/cards\/en\/entry\/uvt-2027\?v=/);
    expect(card.eyebrow).toBe('Blog');
  });

  it('the newsletter pages, whose metadata is their own, get the card tags alone', async () => {
    const metadata = await cardMetadata({ screen: 'newsletterConfirm' }, 'es');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    const [image] = metadata.openGraph?.images as { url: string; alt: string }[];
    expect(image!.url).toMatch(/\/cards\/es\/page\/newsletterConfirm\?v=/);
    expect(image!.alt).toMatch(/^Confirme su suscripción — /);
  });
});
