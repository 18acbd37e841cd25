import { expect, test } from '@playwright/test';
import { inBatches, sitemapUrls } from '../support/urls';

// A screen reader lists a page's landmarks and regions by role and name; one without a name is
// announced as a bare "region" or "complementary". Every aside and nav is a landmark; an article
// or a section that has neither a name nor a heading of its own is a box the HTML checker
// flags ("lacks heading") and a reader cannot tell from the next: it should be a div.

type Unnamed = { element: string; text: string };

test('every landmark and sectioning element on every sitemap page has a name', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = sitemapUrls(xml).map((url) => new URL(url).pathname);
  expect(paths.length).toBeGreaterThan(30);
  // The markup as served: no script runs, nothing is added or renamed after load.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const problems: Record<string, Unnamed[]> = {};
  await inBatches(paths, 3, async (path) => {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const unnamed = await page.evaluate(() => {
      const nameOf = (element: Element): string => {
        const label = element.getAttribute('aria-label')?.trim();
        if (label) return label;
        const ids = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
        return ids
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
          .trim();
      };
      const landmarkRoles = 'region, complementary, navigation, form, search, article';
      const selector = [
        'aside',
        'nav',
        'article',
        'section',
        // A form is a landmark once it has a name: a label that names nothing is worse.
        'form[aria-label]',
        'form[aria-labelledby]',
        ...landmarkRoles.split(', ').map((role) => `[role="${role}"]`),
      ].join(', ');
      return [...document.querySelectorAll(selector)]
        .filter((element) => {
          if (nameOf(element)) return false;
          const tag = element.tagName.toLowerCase();
          const sectioning = (tag === 'article' || tag === 'section') && !element.role;
          // A heading of its own, not one of a section inside it: the checker's rule.
          const ownHeading = [...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].some(
            (heading) => heading.parentElement?.closest('article, section, aside, nav') === element,
          );
          return !(sectioning && ownHeading);
        })
        .map((element) => ({
          element: element.outerHTML.slice(0, 120),
          text: (element.textContent ?? '').trim().slice(0, 60),
        }));
    });
    if (unnamed.length > 0) problems[path] = unnamed;
    await page.close();
  });
  await context.close();
  expect(problems).toEqual({});
});
