import { expect, test } from '@playwright/test';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';
import { speakFrom } from '../support/client-address';
import { confirmFreshCode } from '../admin/worker-admin';
import { accounts, sessionOf } from './support';

// The inbox's CSV export end to end: a lead sent through the public contact form is in the file
// an admin downloads from /admin/inbox (the list as filtered), which starts with the UTF-8 BOM
// and shows a formula-like name inert. An author and an editor get 403. axe at 390 and 1366 px.

test.use(speakFrom('export'));
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const name = `=Exportación Peña ${stamp}`;

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await form
    .getByRole('textbox', { name: 'Correo electrónico', exact: true })
    .fill(`export.${stamp}@empresa.co`);
  await form
    .getByRole('textbox', { name: 'Mensaje', exact: true })
    .fill('Necesito, "ya", asesoría.');
  await form.getByLabel(/Acepto la/).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado').first()).toBeVisible();
});

test.describe('as an admin', () => {
  test.use({ storageState: sessionOf('admin') });

  test('downloads the filtered list as a CSV with the BOM and the lead in it', async ({ page }) => {
    // The export asks for a recent code; the role's saved session may be older than that.
    await confirmFreshCode(page, `/admin/inbox?kind=lead&q=${stamp}`, accounts.admin().secret);
    await checkAtPhoneAndLaptop(page, 'inbox-export');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^bandeja-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text).toContain(`"'${name}","export.${stamp}@empresa.co"`);
    expect(text).toContain('"Necesito, ""ya"", asesoría."');
  });
});

for (const role of ['author', 'editor'] as const)
  test.describe(`as an ${role}`, () => {
    test.use({ storageState: sessionOf(role) });

    test('gets 403 on the export', async ({ page }) => {
      const answer = await page.request.get('/admin/inbox/export', { maxRedirects: 0 });
      expect(answer.status()).toBe(403);
    });
  });
