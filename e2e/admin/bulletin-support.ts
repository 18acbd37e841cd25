import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { field } from './editor-form';

// What the bulletin editor's specs share: a month of their own, a PDF of their own, and the
// editor's fields as a person finds them.

/** A month no seeded bulletin uses (nor any other seeded date), far from the demo content. */
export function freeMonth(firstYear = 2080): string {
  const seeded = new Set(
    [...readFileSync('supabase/seed.sql', 'utf8').matchAll(/'(\d{4}-\d{2})-01'/g)].map((m) => m[1]),
  );
  for (;;) {
    const year = firstYear + Math.floor(Math.random() * 20);
    const month = `${year}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
    if (!seeded.has(month)) return month;
  }
}

/** A small, valid PDF, different on every run (so its content-addressed name is this run's own). */
export function makePdf(stamp: string): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      `% e2e bulletin ${stamp}`,
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

export const spanish = (page: Page) => page.getByRole('group', { name: 'Español' });
export const english = (page: Page) => page.getByRole('group', { name: 'Inglés (opcional)' });
export const slugField = 'Slug (dirección de la página)';

/** Fills a bulletin's month and Spanish texts (the slug by hand: without JavaScript nothing suggests it). */
export async function fillBulletin(
  page: Page,
  texts: { month: string; title: string; slug: string; summary: string },
) {
  await page.getByLabel('Mes').fill(texts.month);
  await field(spanish(page), 'Título').fill(texts.title);
  await field(spanish(page), slugField).fill(texts.slug);
  await field(spanish(page), 'Resumen').fill(texts.summary);
}

/** Saves and waits for the notice of the version it stored. */
export async function saveAs(page: Page, version: number) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Cambios guardados (versión ${version}).` }),
  ).toBeVisible();
}

/** Deletes the bulletin at `path` (the page must run JavaScript: the confirmation does). */
export async function deleteBulletin(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Eliminar este boletín' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/bulletin$/);
}
