import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { entryTag } from '../../lib/publications/tags';
import { pathFor, type Locale } from '../../lib/routing';
import { tagUrls } from '../support/urls';

// Every kind of public page names a social card (og:image, twitter:card), and the card answers
// as a 1200×630 PNG on the site's own origin. Entries name the same picture in their JSON-LD.

const siteOrigin = new URL(process.env.E2E_SITE_URL!).origin;
const entries = {
  publication: {
    es: 'reforma-laboral-reglamento-interno-y-procedimiento-disciplinario',
    en: 'labor-reform-internal-work-rules-and-disciplinary-procedure',
  },
  blog: {
    es: 'como-prepararse-para-una-fiscalizacion-de-la-dian',
    en: 'how-to-prepare-for-a-dian-audit',
  },
  bulletin: { es: 'boletin-juridico-mayo-2026', en: 'legal-bulletin-may-2026' },
};
const lawyer = 'claudia-patricia-rincon-salazar';
const pages = (locale: Locale) => ({
  home: pathFor({ screen: 'home' }, locale),
  about: pathFor({ screen: 'about' }, locale),
  service: pathFor({ screen: 'service', service: 'tax' }, locale),
  lawyer: pathFor({ screen: 'lawyer', lawyer }, locale),
  legal: pathFor({ screen: 'privacyPolicy' }, locale),
  publications: pathFor({ screen: 'publications' }, locale),
  ...Object.fromEntries(
    Object.entries(entries).map(([kind, slugs]) => [
      kind,
      pathFor({ screen: 'entry', slugs }, locale),
    ]),
  ),
});

/** A URL the site wrote, on the origin it names itself by, as a path on the test server. */
function onTestServer(url: string) {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(siteOrigin);
  return `${parsed.pathname}${parsed.search}`;
}

/** Width and height from a PNG's header (IHDR follows the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function cardOf(request: APIRequestContext, pagePath: string) {
  const response = await request.get(pagePath);
  expect(response.status(), pagePath).toBe(200);
  const html = await response.text();
  const meta = (property: string) => [
    ...tagUrls(html, 'meta', 'property', property),
    ...tagUrls(html, 'meta', 'name', property),
  ];
  const [image] = meta('og:image');
  expect(image, pagePath).toBeTruthy();
  expect(meta('og:image:width'), pagePath).toEqual(['1200']);
  expect(meta('og:image:height'), pagePath).toEqual(['630']);
  expect(meta('og:image:type'), pagePath).toEqual(['image/png']);
  expect(meta('og:image:alt')[0], pagePath).toMatch(/ — Montoya Rivas Abogados$/);
  expect(meta('twitter:card'), pagePath).toEqual(['summary_large_image']);
  expect(meta('twitter:image'), pagePath).toEqual([image]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const article = jsonLd.find((data) => ['Article', 'BlogPosting'].includes(String(data['@type'])));
  return { image: image!, article, headers: response.headers() };
}

for (const locale of ['es', 'en'] as const) {
  test(`every kind of page in ${locale} names its card, a 1200×630 PNG`, async ({ request }) => {
    mkdirSync('/tmp/cards-shots', { recursive: true });
    for (const [kind, pagePath] of Object.entries(pages(locale))) {
      const { image, article } = await cardOf(request, pagePath);
      expect(image, pagePath).toContain(`/cards/${locale}/`);
      const card = await request.get(onTestServer(image));
      expect(card.status(), image).toBe(200);
      expect(card.headers()['content-type'], image).toBe('image/png');
      const bytes = await card.body();
      expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
      writeFileSync(`/tmp/cards-shots/${locale}-${kind}.png`, bytes);
      if (kind in entries) {
        expect(article?.['@type'], pagePath).toBe(kind === 'blog' ? 'BlogPosting' : 'Article');
        expect(article?.image, pagePath).toBe(image);
      }
    }
  });
}

test('a card address that names no page answers 404 as plain text', async ({ request }) => {
  for (const cardPath of [
    '/cards/es/entry/no-existe-esta-entrada',
    '/cards/en/lawyer/nobody',
    '/cards/es/page/constructor',
    '/cards/es/service/tax-law',
    '/cards/fr/page/about',
    '/cards/es/poster/about',
  ]) {
    const response = await request.get(cardPath);
    expect(response.status(), cardPath).toBe(404);
    expect(response.headers()['content-type'], cardPath).not.toBe('image/png');
    expect(await response.text(), cardPath).not.toMatch(/at \w+ \(|node_modules|Error:/);
  }
});

test('pages stay prerendered with their policy, and a card carries its entry tag', async ({
  request,
}) => {
  const publication = pathFor({ screen: 'entry', slugs: entries.publication }, 'es');
  for (const pagePath of [pages('es').about, pages('en').lawyer, publication]) {
    const headers = (await request.get(pagePath)).headers();
    expect(headers['x-nextjs-cache'] ?? headers['x-nextjs-prerender'], pagePath).toBeTruthy();
    expect(headers['content-security-policy'], pagePath).toContain("img-src 'self'");
  }
  // The build's own output: the prerendered card of an entry carries the entry's tag, so an
  // admin's change to it expires the card with the page.
  const meta = (file: string) =>
    JSON.parse(readFileSync(path.join('.next', 'server', 'app', `${file}.meta`), 'utf8')) as {
      headers: Record<string, string>;
    };
  for (const locale of ['es', 'en'] as const) {
    const slug = entries.publication[locale];
    const tags = meta(`cards/${locale}/entry/${slug}`).headers['x-next-cache-tags']?.split(',');
    expect(tags).toContain(entryTag(locale, slug));
  }
  expect(meta('cards/es/page/about').headers['x-next-cache-tags'] ?? '').not.toContain('entry:');
});
