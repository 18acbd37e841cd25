import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  deleteBulletin,
  english,
  fillBulletin,
  freeMonth,
  makePdf,
  saveAs,
  slugField,
} from './bulletin-support';
import { field } from './editor-form';
import { checkAtPhoneAndLaptop } from './page-checks';
import { openAsAdmin } from './worker-admin';

// The bulletin editor's PDFs, one per language, saved and removed without JavaScript and served
// to visitors under readable names; its item search (published entries, with kind and date) and
// "add this month's publications". The bulletin made here is in a month of its own, deleted at
// the end; the month's items are read from the seed and never saved.

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The PDF link of a public bulletin page, and what its href answers. */
async function publicPdf(page: Page, path: string, details: RegExp) {
  await page.goto(path);
  const link = page.getByRole('link', { name: details });
  await expect(link).toBeVisible();
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  return { disposition: response.headers()['content-disposition'], body: await response.body() };
}

test('without JavaScript a bulletin takes a PDF per language, each downloaded under its own name, and loses one', async ({
  browser,
  page,
}) => {
  const id = stamp();
  const month = freeMonth(2060);
  const [pdfEs, pdfEn] = [makePdf(`${id}-es`), makePdf(`${id}-en`)];
  const bare = await (
    await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  ).newPage();
  await openAsAdmin(bare);
  await bare.goto('/admin/bulletin/new');
  const slugEs = `boletin-dos-pdf-${id}`;
  const slugEn = `two-pdf-bulletin-${id}`;
  await fillBulletin(bare, {
    month,
    title: `Boletín con dos PDF ${id}`,
    slug: slugEs,
    summary: 'Un PDF en cada idioma.',
  });
  await field(english(bare), 'Título').fill(`Bulletin with two PDFs ${id}`);
  await field(english(bare), slugField).fill(slugEn);
  await field(english(bare), 'Resumen').fill('One PDF in each language.');
  await bare.getByRole('radio', { name: 'Publicado' }).check();
  await bare.getByLabel('Fecha y hora de publicación').fill('2026-01-05T09:00');
  await bare.getByLabel('Archivo PDF en español').setInputFiles({
    name: 'boletin.pdf',
    mimeType: 'application/pdf',
    buffer: pdfEs,
  });
  await bare.getByLabel('Archivo PDF en inglés').setInputFiles({
    name: 'bulletin.pdf',
    mimeType: 'application/pdf',
    buffer: pdfEn,
  });
  await saveAs(bare, 1);
  const editPath = new URL(bare.url()).pathname;
  try {
    await expect(bare.getByText('PDF actual: 1 kB, en español.')).toBeVisible();
    await expect(bare.getByText('PDF actual: 1 kB, en inglés.')).toBeVisible();

    // Each page links the PDF of its language, saved under a readable name.
    const es = await publicPdf(bare, `/publicaciones/${slugEs}`, /\(PDF, 1 kB, en español\)/);
    expect(es.disposition).toBe(`attachment; filename="boletin-juridico-${month}.pdf"`);
    expect(es.body).toEqual(pdfEs);
    const en = await publicPdf(bare, `/en/legal-updates/${slugEn}`, /\(PDF, 1 kB, in English\)/);
    expect(en.disposition).toBe(`attachment; filename="legal-bulletin-${month}.pdf"`);
    expect(en.body).toEqual(pdfEn);

    // The English one removed by its box: the English page offers the Spanish PDF, saying so.
    await bare.goto(editPath);
    await bare.getByRole('checkbox', { name: 'Quitar el PDF en inglés al guardar' }).check();
    await saveAs(bare, 2);
    await bare.goto(editPath);
    await expect(bare.getByText('PDF actual: 1 kB, en español.')).toBeVisible();
    await expect(bare.getByText(/PDF actual: .*, en inglés\./)).toHaveCount(0);
    await expect(bare.getByLabel('Archivo PDF en inglés')).toBeVisible();
    const fallback = await publicPdf(
      bare,
      `/en/legal-updates/${slugEn}`,
      /\(PDF, 1 kB, in Spanish\)/,
    );
    expect(fallback.disposition).toBe(`attachment; filename="boletin-juridico-${month}.pdf"`);
    expect(fallback.body).toEqual(pdfEs);

    // The editor with both sections, checked and photographed where JavaScript runs.
    await openAsAdmin(page);
    await page.goto(editPath);
    await checkAtPhoneAndLaptop(page, 'bulletin-editor');
  } finally {
    await openAsAdmin(page);
    await deleteBulletin(page, editPath);
  }
});

/** The seed's published publications and blog posts of one month (Bogotá), oldest first. */
function seededMonth(): { month: string; titles: string[]; draft: string } {
  const seed = readFileSync('supabase/seed.sql', 'utf8');
  const blocks = seed.split('insert into public.entries').slice(1);
  const entries = blocks.flatMap((block) => {
    const head = /values \(\n {2}'(\w+)', '(\w+)'/.exec(block);
    const title = /\$t\$([\s\S]*?)\$t\$/.exec(block);
    const date = /'(\d{4}-\d{2})-(\d{2} \d{2}:\d{2}):\d{2}-05'\n\)/.exec(block);
    if (!head || !title) return [];
    return [{ kind: head[1], status: head[2], title: title[1]!, month: date?.[1], at: date?.[2] }];
  });
  const items = entries.filter(
    (e) => e.month && e.status === 'published' && (e.kind === 'publication' || e.kind === 'blog'),
  );
  const counts = new Map<string, number>();
  for (const e of items) counts.set(e.month!, (counts.get(e.month!) ?? 0) + 1);
  const month = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const titles = items
    .filter((e) => e.month === month)
    .sort((a, b) => a.at!.localeCompare(b.at!))
    .map((e) => e.title);
  const draft = entries.find((e) => e.status === 'draft')!.title;
  return { month, titles, draft };
}

test('the search offers published entries with kind and date, and one click adds the month’s, in date order', async ({
  page,
}) => {
  const { month, titles, draft } = seededMonth();
  expect(titles.length).toBeGreaterThan(1);
  await openAsAdmin(page);
  page.on('dialog', (dialog) => dialog.accept()); // leaving with unsaved entries
  await page.goto('/admin/bulletin/new');
  const search = page.getByLabel('Buscar publicaciones y entradas del blog por título');

  // A draft is never offered.
  await search.fill(draft);
  await search.press('Enter');
  await expect(page.getByText(/Ningún resultado para/)).toBeVisible();

  // A published one shows its kind and its date; the second of the month goes in first.
  await search.fill(titles[1]!);
  await search.press('Enter');
  const hit = page.getByRole('listitem').filter({ hasText: titles[1]! });
  await expect(hit.locator('[data-item-details]')).toHaveText(
    /^(Publicación|Blog) · publicada el \d{1,2} de [a-z]{3,4}\.? de \d{4}$/,
  );
  await hit.getByRole('button', { name: `Añadir «${titles[1]}» al boletín` }).click();

  await page.getByLabel('Mes').fill(month);
  const addMonth = page.getByRole('button', { name: 'Añadir las publicaciones de este mes' });
  await addMonth.click();
  const listed = page.locator('[data-bulletin-item] [data-item-title]');
  await expect(listed).toHaveText([titles[1]!, ...titles.filter((_, i) => i !== 1)]);
  await expect(page.getByRole('status').filter({ hasText: 'del mes' })).toHaveText(
    `Se añadieron ${titles.length - 1} publicaciones del mes.`,
  );
  // Again: nothing is added twice.
  await addMonth.click();
  await expect(
    page.getByText('No hay publicaciones nuevas de este mes para añadir.'),
  ).toBeVisible();
  await expect(listed).toHaveCount(titles.length);
});
