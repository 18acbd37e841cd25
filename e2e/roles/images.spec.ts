import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';
import { sessionOf } from './support';

// The image manager end to end, on the embedded store: an editor uploads a photo (made here with
// sharp, carrying a GPS position) with its alt texts, is told the position was removed, finds it
// in the grid by its alt text, its thumbnail served from the site with a year's immutable caching
// and nosniff, edits its texts and deletes it. An author cannot reach the page. axe at 390 and
// 1366 px on the page, empty and with the upload's answer.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const altEs = `Faro de Cartagena ${stamp}`;

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f5d8a' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 25/1 0/1' } })
    .toBuffer();
}

test.describe('as an editor', () => {
  test.use({ storageState: sessionOf('editor') });

  test('uploads an image with alt texts, sees it, edits and deletes it', async ({ page }) => {
    await page.goto('/admin/images');
    await expect(page.getByRole('heading', { level: 1, name: 'Imágenes' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Secciones de la administración' }).getByRole('link', {
        name: 'Imágenes',
      }),
    ).toBeVisible();
    await checkAtPhoneAndLaptop(page, 'images');

    const upload = page.getByRole('region', { name: 'Subir una imagen' });
    await upload
      .getByLabel('Archivo de imagen')
      .setInputFiles({ name: `faro-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: await photo() });
    await upload.getByLabel('Texto alternativo en español').fill(altEs);
    await upload.getByLabel('Texto alternativo en inglés').fill(`Cartagena lighthouse ${stamp}`);
    await upload.getByLabel('Crédito (opcional)').fill('Ana Ruiz');
    await upload.getByRole('button', { name: 'Subir' }).click();
    await expect(upload.getByText('Imagen guardada.')).toContainText('ubicación GPS', {
      timeout: 60_000,
    });
    await checkAtPhoneAndLaptop(page, 'images-uploaded');

    await page
      .getByRole('searchbox', { name: 'Buscar por nombre o texto alternativo' })
      .fill(`Cartagena lighthouse ${stamp}`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: `faro-${stamp}.jpg` });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('900 × 600 px');
    await expect(card).toContainText('Aún no se usa en ninguna parte.');
    const thumbnail = card.getByRole('img', { name: altEs });
    await expect(thumbnail).toBeVisible();
    const src = await thumbnail.getAttribute('src');
    expect(src).toMatch(/^\/api\/files\/images\/[0-9a-f]{64}-320\.webp$/);
    const file = await page.request.get(src!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await file.body()).toString('latin1')).not.toContain('GPS');

    await card.getByText('Editar textos').click();
    await card.getByLabel('Texto alternativo en español').fill(`${altEs} al atardecer`);
    await card.getByRole('button', { name: 'Guardar textos' }).click();
    await expect(card.getByText('Textos guardados.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: `${altEs} al atardecer` })).toBeVisible();

    const again = page.getByRole('listitem').filter({ hasText: `faro-${stamp}.jpg` });
    await again.locator('summary', { hasText: 'Eliminar' }).click();
    await again.getByRole('button', { name: 'Eliminar imagen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imagen eliminada.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `faro-${stamp}.jpg` })).toHaveCount(
      0,
    );
    expect((await page.request.get(src!)).status()).toBe(404);
  });
});

test.describe('as an author', () => {
  test.use({ storageState: sessionOf('author') });

  test('cannot reach the page, nor is it in the menu', async ({ page }) => {
    const answer = await page.goto('/admin/images');
    expect(answer?.status()).toBe(403);
    await page.goto('/admin');
    await expect(
      page.getByRole('navigation', { name: 'Secciones de la administración' }).getByRole('link', {
        name: 'Imágenes',
      }),
    ).toHaveCount(0);
  });
});
