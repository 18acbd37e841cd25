import type { Entry } from '@/lib/publications/types';
import { site } from '@/lib/site';
import { entryCoverForCard, lawyerPortraitForCard } from './images';
import { cardUrl, cardVersion, entryCard, routeCard } from './model';

const categories = [
  { id: 'tax', label: { es: 'Derecho tributario', en: 'Tax law' } },
  { id: 'labor', label: { es: 'Derecho laboral', en: 'Labor law' } },
];

const entry = (overrides: Partial<Entry> = {}): Entry => ({
  id: 'e1',
  kind: 'publication',
  categoryId: 'tax',
  slug: 'uvt-2027',
  title: 'UVT 2027: cómo se calcula y qué valores cambian',
  summary: 's',
  translated: true,
  authorId: 'claudia-patricia-rincon-salazar',
  issueMonth: null,
  // 9 a.m. in Bogotá on 14 October.
  publishedAt: '2026-10-14T14:00:00.000Z',
  updatedAt: '2026-10-15T14:00:00.000Z',
  body: '<p>b</p>',
  seoTitle: null,
  seoDescription: null,
  slugs: { es: 'uvt-2027', en: 'uvt-2027-en' },
  category: null,
  coverImagePath: null,
  pdfPath: null,
  pdfPathEn: null,
  items: [],
  ...overrides,
});

describe('the card of a page that is not an entry', () => {
  it("says the page's title in the page's language, and the firm's name in its alt text", async () => {
    const es = await routeCard({ screen: 'about' }, 'es');
    const en = await routeCard({ screen: 'about' }, 'en');
    expect(es).toMatchObject({ locale: 'es', title: 'Nosotros', eyebrow: null, image: null });
    expect(en).toMatchObject({ locale: 'en', title: 'About us', eyebrow: null, image: null });
    expect(es.alt).toBe(`Nosotros — ${site.name}`);
    expect((await routeCard({ screen: 'privacyPolicy' }, 'es')).title).toBe(
      'Política de privacidad',
    );
  });

  it("the home page's says what the firm does", async () => {
    expect((await routeCard({ screen: 'home' }, 'es')).title).toBe(
      'Abogados en Bogotá: tributario, corporativo, aduanero y laboral',
    );
    expect((await routeCard({ screen: 'home' }, 'en')).title).toBe(
      'Lawyers in Bogotá: tax, corporate, customs and labor law',
    );
  });

  it("a practice area's names the area under the services' heading, with its summary", async () => {
    const es = await routeCard({ screen: 'service', service: 'tax' }, 'es');
    expect(es).toMatchObject({ eyebrow: 'Servicios', title: 'Derecho Tributario' });
    expect(es.details).toMatch(/^Asesoría y defensa en impuestos/);
    expect(await routeCard({ screen: 'service', service: 'tax' }, 'en')).toMatchObject({
      eyebrow: 'Services',
      title: 'Tax Law',
    });
  });

  it("a lawyer's gives their name, their role in the right gender, and their practice areas", async () => {
    const route = { screen: 'lawyer', lawyer: 'claudia-patricia-rincon-salazar' } as const;
    expect(await routeCard(route, 'es')).toMatchObject({
      eyebrow: 'Socia',
      title: 'Claudia Patricia Rincón Salazar',
      details: 'Derecho Corporativo · Derecho Comercial',
      // No portrait in the team table: the text-only card.
      image: null,
    });
    expect(await routeCard(route, 'en')).toMatchObject({
      eyebrow: 'Partner',
      details: 'Corporate Law · Commercial Law',
    });
  });
});

describe("an entry's card", () => {
  it('gives its kind and category, title, date and author in the language asked', async () => {
    expect(await entryCard(entry(), 'es', categories)).toMatchObject({
      eyebrow: 'Actualización jurídica · Derecho tributario',
      title: 'UVT 2027: cómo se calcula y qué valores cambian',
      details: '14 de octubre de 2026 · Claudia Patricia Rincón Salazar',
      image: null,
    });
    expect(await entryCard(entry(), 'en', categories)).toMatchObject({
      eyebrow: 'Legal update · Tax law',
      details: 'October 14, 2026 · Claudia Patricia Rincón Salazar',
    });
  });

  it("a bulletin's gives its day, not again the month its title names; no category or unknown author leaves them out", async () => {
    const bulletin = entry({
      kind: 'bulletin',
      categoryId: null,
      authorId: 'someone-who-left',
      issueMonth: '2026-11-01',
    });
    expect(await entryCard(bulletin, 'es', categories)).toMatchObject({
      eyebrow: 'Boletín',
      details: '14 de octubre de 2026',
    });
    expect((await entryCard(bulletin, 'en', categories)).details).toBe('October 14, 2026');
  });

  it('has no cover until the image manager answers one', async () => {
    expect(await entryCoverForCard(entry({ coverImagePath: 'covers/x.jpg' }))).toBeNull();
  });
});

describe('the card URL', () => {
  it('is absolute on the site URL, by kind and slug, with a version of what it shows', async () => {
    const card = await entryCard(entry(), 'en', categories);
    const url = new URL(cardUrl({ screen: 'entry', slugs: entry().slugs }, card));
    expect(url.pathname).toBe('/cards/en/entry/uvt-2027-en');
    expect(url.searchParams.get('v')).toBe(cardVersion(card));
    expect(url.origin).toBe(new URL(cardUrl({ screen: 'about' }, card)).origin);
  });

  it('changes when the title changes, and only when what the card shows does', async () => {
    const before = await entryCard(entry(), 'es', categories);
    const same = await entryCard(entry({ body: '<p>otro</p>', summary: 'otro' }), 'es', categories);
    const edited = await entryCard(entry({ title: 'UVT 2027, corregida' }), 'es', categories);
    expect(cardVersion(same)).toBe(cardVersion(before));
    expect(cardVersion(edited)).not.toBe(cardVersion(before));
  });
});

describe("a lawyer's portrait", () => {
  it('is read from public/ as a data URL for the portrait slot', async () => {
    const image = await lawyerPortraitForCard({ portrait: '/icons/icon-192.png' });
    expect(image?.shape).toBe('portrait');
    expect(image?.src).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('is none without a file, for a file outside public/ or of another type', async () => {
    expect(await lawyerPortraitForCard({})).toBeNull();
    expect(await lawyerPortraitForCard({ portrait: '/team/nobody.jpg' })).toBeNull();
    expect(await lawyerPortraitForCard({ portrait: '../package.json' })).toBeNull();
    expect(await lawyerPortraitForCard({ portrait: '/manifest.svg' })).toBeNull();
  });
});
