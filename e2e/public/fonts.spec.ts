import { expect, test, type Page } from '@playwright/test';
import { locales, pathFor } from '../../lib/routing';

/**
 * The font files a page fetched, each marked main or extended by the unicode-range of the
 * @font-face rule that names it: the extended faces (app/fonts.ts) do not cover plain Latin.
 */
async function fetchedFonts(page: Page, requested: string[]) {
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    return rules
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .flatMap((rule) => {
        const url = /url\("?([^")]+\.woff2)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
        const range = rule.style.getPropertyValue('unicode-range');
        // A url() in a stylesheet is relative to the stylesheet, not to the page.
        const base = rule.parentStyleSheet?.href ?? document.baseURI;
        return url ? [{ path: new URL(url, base).pathname, range }] : [];
      });
  });
  const coversA = (range: string) =>
    range === '' ||
    range.split(',').some((part) => {
      const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
      return parseInt(first, 16) <= 0x41 && parseInt(last, 16) >= 0x41;
    });
  const main = faces.filter((face) => coversA(face.range)).map((face) => face.path);
  const extended = faces.filter((face) => !coversA(face.range)).map((face) => face.path);
  // Two families, each with a main and an extended file.
  expect(main).toHaveLength(2);
  expect(extended).toHaveLength(2);
  return {
    main: requested.filter((path) => main.includes(path)),
    extended: requested.filter((path) => extended.includes(path)),
    other: requested.filter((path) => !main.includes(path) && !extended.includes(path)),
  };
}

/** Records the path of every font the page requests from now on. */
function recordFonts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

for (const locale of locales) {
  test(`the about page (${locale}) fetches the two main font files and no extended one`, async ({
    page,
  }) => {
    const requested = recordFonts(page);
    await page.goto(pathFor({ screen: 'about' }, locale));
    await expect.poll(async () => (await fetchedFonts(page, requested)).main).toHaveLength(2);
    const fonts = await fetchedFonts(page, requested);
    expect(fonts.extended).toEqual([]);
    expect(fonts.other).toEqual([]);
  });
}

test('a page that shows "Łódź" fetches the extended file of the family that draws it', async ({
  page,
}) => {
  // The results heading repeats the query in the serif; the search box shows it in the sans.
  const path = `${pathFor({ screen: 'publications' }, 'es')}?q=${encodeURIComponent('Łódź')}`;
  const requested = recordFonts(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: /para «Łódź»/ })).toBeVisible();
  await expect.poll(async () => (await fetchedFonts(page, requested)).extended).toHaveLength(2);
  expect((await fetchedFonts(page, requested)).main).toHaveLength(2);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  );
  expect(loaded).toEqual(expect.arrayContaining(['serifExtended', 'sansExtended']));
});
