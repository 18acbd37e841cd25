import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { teamMembers } from '../../lib/content/team';
import { alternatesFor, pathFor, vcardPathFor, type Locale } from '../../lib/routing';
import { site } from '../../lib/site';

const partner = teamMembers.find((member) => member.id === 'jorge-enrique-vargas-montoya')!;
const profile = (lawyer: string, locale: Locale) => pathFor({ screen: 'lawyer', lawyer }, locale);
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

type JsonLd = Record<string, unknown> & { '@type': string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLd);
}

const words = {
  es: {
    role: 'Socio',
    areas: 'Áreas de práctica',
    education: 'Formación académica',
    languages: ['Español', 'Inglés'],
    bar: 'Tarjeta profesional',
    publications: `Publicaciones de ${partner.name}`,
    vcard: 'Descargar vCard',
    service: 'Derecho Tributario',
  },
  en: {
    role: 'Partner',
    areas: 'Practice areas',
    education: 'Education',
    languages: ['Spanish', 'English'],
    bar: 'Bar registration (tarjeta profesional)',
    publications: `Publications by ${partner.name}`,
    vcard: 'Download vCard',
    service: 'Tax Law',
  },
} as const;

for (const locale of ['es', 'en'] as const) {
  const w = words[locale];
  const path = profile(partner.id, locale);

  test(`the ${locale} profile shows everything a client checks, in ${locale}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.name);
    await expect(page.getByText(w.role, { exact: true }).first()).toBeVisible();

    const areas = page.getByRole('region', { name: w.areas });
    await expect(areas.getByRole('link', { name: w.service })).toHaveAttribute(
      'href',
      pathFor({ screen: 'service', service: 'tax' }, locale),
    );
    await expect(page.getByRole('heading', { name: w.education })).toBeVisible();
    const facts = page.locator('main dl', { hasText: w.bar });
    for (const language of w.languages)
      await expect(facts.getByText(language, { exact: true })).toBeVisible();
    await expect(facts.getByText(w.bar, { exact: true })).toBeVisible();
    await expect(facts.getByText(partner.barNumber, { exact: false })).toBeVisible();

    await expect(page.getByRole('link', { name: partner.email })).toHaveAttribute(
      'href',
      `mailto:${partner.email}`,
    );
    await expect(page.getByRole('link', { name: '+57 601 555 0181' })).toHaveAttribute(
      'href',
      `tel:${partner.phone}`,
    );

    const publications = page.getByRole('region', { name: w.publications });
    await expect(publications.getByRole('heading', { name: w.publications })).toBeVisible();
    const first = publications.getByRole('article').first().getByRole('link');
    const entry = await first.getAttribute('href');
    expect(entry).toMatch(locale === 'es' ? /^\/publicaciones\/./ : /^\/en\/legal-updates\/./);
  });

  test(`the ${locale} profile has its canonical URL, hreflang and parseable JSON-LD`, async ({
    page,
  }) => {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(path);
    for (const [lang, href] of Object.entries(
      alternatesFor({ screen: 'lawyer', lawyer: partner.id }),
    )) {
      const alternate = await page
        .locator(`link[rel="alternate"][hreflang="${lang}"]`)
        .getAttribute('href');
      expect(new URL(alternate!).pathname, lang).toBe(href);
    }

    const data = await jsonLd(page);
    expect(data.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'Person']);
    const person = data.find((item) => item['@type'] === 'Person')!;
    expect(person.name).toBe(partner.name);
    expect(new URL(person.url as string).pathname).toBe(path);
    expect(person.worksFor).toMatchObject({ '@type': 'LegalService', name: site.name });
    expect(person.knowsLanguage).toEqual(['es', 'en']);
    const alumni = person.alumniOf as { '@type': string; name: string }[];
    expect(alumni.length).toBeGreaterThanOrEqual(3);
    for (const school of alumni) expect(school['@type']).toBe('CollegeOrUniversity');
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')!;
    const items = crumbs.itemListElement as { position: number; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(new URL(items[2]!.item).pathname).toBe(path);
  });

  test(`the ${locale} vCard downloads as text/vcard and names the firm`, async ({
    page,
    request,
  }) => {
    const response = await request.get(vcardPathFor(partner.id, locale));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/vcard; charset=utf-8$/);
    const card = await response.text();
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(card).toContain(`FN:${partner.name}\r\n`);
    expect(card).toContain(`ORG:${site.name}\r\n`);
    expect(card).toContain(`TITLE:${w.role}\r\n`);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);

    await page.goto(path);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: w.vcard }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${partner.id}.vcf`);
  });
}

test('the English alias /team/{id} answers the English profile, and unknown lawyers are 404', async ({
  request,
}) => {
  const alias = await request.get(`/team/${partner.id}`);
  expect(alias.status()).toBe(200);
  const html = await alias.text();
  expect(html).toMatch(/<html[^>]*\slang="en"/);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(new URL(canonical!).pathname).toBe(profile(partner.id, 'en'));
  for (const path of ['/equipo/nadie-del-equipo', '/en/team/nobody-here', '/team/nobody-here']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await request.get('/equipo/nadie-del-equipo/vcard.vcf')).status()).toBe(404);
});

test('the about page links every lawyer to their profile, in both languages', async ({ page }) => {
  await page.goto('/nosotros');
  const team = page.locator('#team');
  for (const member of teamMembers) {
    await expect(team.getByRole('link', { name: member.name, exact: true })).toHaveAttribute(
      'href',
      profile(member.id, 'es'),
    );
  }
  // The accounting group has nobody in it yet, so it is not shown.
  await expect(team.getByRole('heading', { name: 'Equipo contable' })).toHaveCount(0);
  // One link per lawyer: the name, stretched over the card, so a click anywhere on the card
  // (on "Ver perfil" too) opens the profile, and a screen reader hears no second link.
  await expect(team.getByRole('link')).toHaveCount(teamMembers.length);
  // A click where "Ver perfil" shows, by coordinates: the label itself is not the link.
  const label = team
    .getByRole('listitem')
    .filter({ hasText: partner.name })
    .getByText('Ver perfil');
  await label.scrollIntoViewIfNeeded();
  await expect(label).toBeInViewport();
  const box = (await label.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(endsWith(profile(partner.id, 'es')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.name);

  await page.goto('/en/about');
  await page.locator('#team').getByRole('link', { name: partner.name, exact: true }).click();
  await expect(page).toHaveURL(endsWith(profile(partner.id, 'en')));
});

test('a service page names the lawyers who lead it and its latest publications', async ({
  page,
}) => {
  await page.goto('/servicios/derecho-tributario');
  const leads = page.getByRole('region', { name: 'Abogados a cargo' });
  await expect(leads.getByRole('link', { name: partner.name })).toHaveAttribute(
    'href',
    profile(partner.id, 'es'),
  );
  const latest = page.getByRole('region', { name: 'Publicaciones recientes del área' });
  const articles = latest.getByRole('article');
  await expect(articles).toHaveCount(3);
  await expect(articles.first()).toContainText('Tributario');
  await expect(
    latest.getByRole('link', { name: 'Ver todas las publicaciones del área' }),
  ).toHaveAttribute('href', '/publicaciones?category=tax');

  await page.goto('/en/services/customs-law');
  await expect(
    page.getByRole('region', { name: 'Lawyers leading this practice' }).getByRole('link'),
  ).toHaveAttribute('href', profile('natalia-andrea-ospina-arango', 'en'));
});

test("an entry links its author's profile", async ({ page }) => {
  await page.goto(
    '/publicaciones/reforma-laboral-reglamento-interno-y-procedimiento-disciplinario',
  );
  const author = page.getByRole('link', { name: 'Camilo Ernesto Duarte Villamizar' });
  await expect(author).toHaveAttribute('href', profile('camilo-ernesto-duarte-villamizar', 'es'));
  await author.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Camilo Ernesto Duarte Villamizar',
  );

  await page.goto('/en/legal-updates/labor-reform-internal-work-rules-and-disciplinary-procedure');
  await expect(
    page.getByRole('link', { name: 'Camilo Ernesto Duarte Villamizar' }),
  ).toHaveAttribute('href', profile('camilo-ernesto-duarte-villamizar', 'en'));
});

test('the site map page lists every lawyer', async ({ page }) => {
  await page.goto('/en/site-map');
  const lawyers = page.getByRole('region', { name: 'Our lawyers' });
  await expect(lawyers.getByRole('link')).toHaveCount(teamMembers.length);
  await expect(lawyers.getByRole('link', { name: partner.name })).toHaveAttribute(
    'href',
    profile(partner.id, 'en'),
  );
});

for (const width of [390, 1366]) {
  test(`a profile at ${width} px passes axe and does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(profile('claudia-patricia-rincon-salazar', 'es'));
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((n) => n.target) }));
    expect(blocking).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
