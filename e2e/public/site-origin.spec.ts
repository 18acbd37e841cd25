import { expect, test, type APIRequestContext } from '@playwright/test';
import { teamMembers } from '../../lib/content/team';
import { feedPathFor, locales, vcardPathFor } from '../../lib/routing';
import { absoluteUrlsIn, inBatches, jsonLdUrls, sitemapUrls, tagUrls } from '../support/urls';

// The site names itself by one origin, fixed at build (NEXT_PUBLIC_SITE_URL, set by
// scripts/test-all.sh to E2E_SITE_URL), and is served here on another (localhost): every absolute
// URL it writes, prerendered or rendered at run time, must use the first and never the second.
const origin = new URL(process.env.E2E_SITE_URL!).origin;

/** Where `url` points, if it is on the site's origin; else a message naming it. */
function onOrigin(url: string, where: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${where}: ${url} is not an absolute URL`;
  }
  return parsed.origin === origin ? null : `${where}: ${url} is not on ${origin}`;
}

/** A body must never mention the address it was served from, in plain or in encoded form. */
function servedAddressIn(text: string, baseURL: string): boolean {
  const host = new URL(baseURL).host;
  return text.includes(host) || text.includes(encodeURIComponent(host));
}

async function bodyOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test('sitemap.xml and robots.txt name the configured origin only', async ({ request, baseURL }) => {
  const xml = await bodyOf(request, '/sitemap.xml');
  const hrefs = [...xml.matchAll(/<xhtml:link\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!);
  const problems = [...sitemapUrls(xml), ...hrefs].map((url) => onOrigin(url, 'sitemap.xml'));

  const robots = await bodyOf(request, '/robots.txt');
  const lines = [...robots.matchAll(/^(Sitemap|Host):\s*(\S+)$/gim)];
  expect(lines.length).toBeGreaterThan(0);
  for (const [, name, value] of lines) {
    problems.push(
      name!.toLowerCase() === 'host'
        ? value === new URL(origin).host
          ? null
          : `robots.txt Host: ${value}`
        : onOrigin(value!, 'robots.txt Sitemap'),
    );
  }
  expect(problems.filter(Boolean)).toEqual([]);
  expect(servedAddressIn(xml + robots, baseURL!)).toBe(false);
});

test('every page in the sitemap names itself and the firm on the configured origin', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const urls = sitemapUrls(await bodyOf(request, '/sitemap.xml'));
  expect(urls.length).toBeGreaterThan(30);
  const problems: string[] = [];
  await inBatches(urls, 4, async (url) => {
    // Fetched where the server runs: the same path on the base URL.
    const { pathname } = new URL(url);
    const html = await bodyOf(request, pathname);
    const canonical = tagUrls(html, 'link', 'rel', 'canonical');
    // The canonical URL is the very URL the sitemap lists (the home page's without its slash).
    if (canonical.length !== 1 || new URL(canonical[0]!).href !== new URL(url).href)
      problems.push(`${pathname}: canonical ${canonical.join(', ') || 'missing'}`);
    const alternates = tagUrls(html, 'link', 'rel', 'alternate', 'hreflang');
    if (alternates.length === 0) problems.push(`${pathname}: no hreflang alternates`);
    const openGraph = [
      ...tagUrls(html, 'meta', 'property', 'og:url'),
      ...tagUrls(html, 'meta', 'property', 'og:image'),
      ...tagUrls(html, 'meta', 'name', 'twitter:image'),
    ];
    if (tagUrls(html, 'meta', 'property', 'og:url').length !== 1)
      problems.push(`${pathname}: og:url missing`);
    const jsonLd = jsonLdUrls(html);
    if (jsonLd.length === 0) problems.push(`${pathname}: no URL in JSON-LD`);
    for (const link of [...canonical, ...alternates, ...openGraph, ...jsonLd]) {
      const problem = onOrigin(link, pathname);
      if (problem) problems.push(problem);
    }
    // Links shared through other sites carry the page's URL percent-encoded (share buttons).
    for (const link of absoluteUrlsIn(html).filter((u) => /[?&](?:url|text|body)=/.test(u))) {
      const shared = decodeURIComponent(link.replaceAll('&amp;', '&'));
      if (!shared.includes(`${origin}/`))
        problems.push(`${pathname}: share link ${link} does not carry ${origin}`);
    }
    if (servedAddressIn(html, baseURL!)) problems.push(`${pathname}: names ${baseURL}`);
  });
  expect(problems).toEqual([]);
});

test('the feeds link every entry on the configured origin', async ({ request, baseURL }) => {
  for (const locale of locales) {
    const xml = await bodyOf(request, feedPathFor(locale));
    const links = [
      ...[...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!),
      ...[...xml.matchAll(/<guid isPermaLink="true">([^<]+)<\/guid>/g)].map((m) => m[1]!),
      ...[...xml.matchAll(/<atom:link\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!),
    ];
    expect(links.length, locale).toBeGreaterThan(3);
    expect(links.map((link) => onOrigin(link, locale)).filter(Boolean)).toEqual([]);
    expect(servedAddressIn(xml, baseURL!), locale).toBe(false);
  }
});

test('every vCard gives its lawyer’s page and photo on the configured origin', async ({
  request,
  baseURL,
}) => {
  const paths = teamMembers.flatMap((member) =>
    locales.map((locale) => vcardPathFor(member.id, locale)),
  );
  const problems: string[] = [];
  await inBatches(paths, 4, async (path) => {
    // Long lines are folded (CRLF and a space); unfolded, each property is one line.
    const card = (await bodyOf(request, path)).replace(/\r\n[ \t]/g, '');
    const properties = [...card.matchAll(/^(URL|UID|PHOTO):(.+)$/gm)];
    if (!properties.some(([, name]) => name === 'URL') || !properties.some(([, n]) => n === 'UID'))
      problems.push(`${path}: URL or UID missing`);
    for (const [, name, value] of properties) {
      const problem = onOrigin(value!.trim(), `${path} ${name}`);
      if (problem) problems.push(problem);
    }
    if (servedAddressIn(card, baseURL!)) problems.push(`${path}: names ${baseURL}`);
  });
  expect(problems).toEqual([]);
});
