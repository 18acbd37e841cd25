import { expect, test, type Page } from '@playwright/test';
import { speakFrom } from '../support/client-address';

test.use(speakFrom('hostile'));

// The form holes a hostile probe found, tried from the outside against the production build.

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@empresa.co`;

/** A PDF of `bytes` bytes: the right signature, padded. */
const pdfOf = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]),
});

async function fillCareer(page: Page, labels: Record<string, string | RegExp>) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: labels.submit! }) });
  await form.getByRole('textbox', { name: labels.first!, exact: true }).fill('Ana');
  await form.getByRole('textbox', { name: labels.last!, exact: true }).fill('Pérez');
  await form.getByRole('textbox', { name: labels.email!, exact: true }).fill(unique('big'));
  await form.getByRole('textbox', { name: labels.profession!, exact: true }).fill('Abogada');
  await form.getByLabel(labels.area!).selectOption('tax');
  await form.getByLabel(labels.consent!).check();
  return form;
}

const es = {
  submit: 'Enviar postulación',
  first: 'Nombre',
  last: 'Apellidos',
  email: 'Correo electrónico',
  profession: 'Profesión',
  area: 'Área de interés',
  consent: /Acepto la/,
};
const en = {
  submit: 'Submit application',
  first: 'First name',
  last: 'Last name',
  email: 'E-mail',
  profession: 'Profession',
  area: 'Area of interest',
  consent: /I accept the/,
};

test.describe('oversized posts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, labels, heading] of [
    ['/carrera', es, 'El envío es demasiado grande'],
    ['/en/career', en, 'The submission is too large'],
  ] as const) {
    test(`a 6.5 MB CV on ${path} gets a page that says so, in its language`, async ({ page }) => {
      await page.goto(path);
      const form = await fillCareer(page, labels);
      await form.locator('input[type=file][name=resume]').setInputFiles(pdfOf('cv.pdf', 6_500_000));
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await form.getByRole('button', { name: labels.submit }).click();
      expect((await answer).status()).toBe(413);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(/4 MB/)).toBeVisible();
    });
  }

  for (const [path, heading] of [
    ['/contacto', 'El envío es demasiado grande'],
    ['/en/contact', 'The submission is too large'],
  ] as const) {
    test(`a 7 MB message posted to ${path} gets the same page, not a bare error`, async ({
      request,
    }) => {
      const response = await request.post(path, {
        multipart: { name: 'Ana', email: 'ana@empresa.co', message: 'x'.repeat(7_000_000) },
      });
      expect(response.status()).toBe(413);
      const html = await response.text();
      expect(html).toContain(heading);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  }
});

test('the browser refuses a CV over 4 MB before sending it', async ({ page }) => {
  await page.goto('/carrera');
  const form = await fillCareer(page, es);
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST') posted = true;
  });
  await form.locator('input[type=file][name=resume]').setInputFiles(pdfOf('cv.pdf', 4_300_000));
  await form.getByRole('button', { name: es.submit }).click();
  // exact: the error summary repeats the message after the field's name.
  await expect(
    form.getByText('La hoja de vida no puede superar 4 MB', { exact: true }),
  ).toBeVisible();
  expect(posted).toBe(false);
});

test.describe('form posts refused before they reach an action', () => {
  test('a multipart body with no boundary answers 400 with a page, not a 500', async ({
    request,
  }) => {
    const response = await request.post('/en/contact', {
      headers: { 'Content-Type': 'multipart/form-data' },
      data: 'name=Ana',
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('We could not read the submission');
  });

  test('a post from another site’s origin answers 400 with a page', async ({ request }) => {
    const response = await request.post('/contacto', {
      headers: { Origin: 'https://evil.example', 'Next-Action': '0'.repeat(42) },
      form: { name: 'Ana' },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('No pudimos leer el envío');
  });
});

test.describe('server actions called directly by their id', () => {
  test.use({ javaScriptEnabled: false });

  for (const body of ['[]', 'null', '{"name":"Ana"}', '"text"']) {
    test(`refuses ${body} as its argument without a 500`, async ({ page, request }) => {
      await page.goto('/contacto');
      // Without JavaScript the form carries a reference to its action, with the action's id, in
      // a hidden field named $ACTION_<n>:0 (n is React's numbering of the page's actions).
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
      const reference = await form
        .locator('input[name^="$ACTION_"][name$=":0"]')
        .first()
        .inputValue();
      const { id } = JSON.parse(reference) as { id: string };
      const response = await request.post('/contacto', {
        headers: {
          'Next-Action': id,
          'Content-Type': 'text/plain;charset=UTF-8',
          Accept: 'text/x-component',
        },
        data: `[{"status":"idle"},${body}]`,
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('invalidRequest');
    });
  }
});

test('the answer / gives by the saved language is never stored by a shared cache', async ({
  request,
}) => {
  const english = await request.get('/', { headers: { Cookie: 'language=en' } });
  expect(english.status()).toBe(200);
  expect(await english.text()).toContain('<html lang="en"');
  const cacheControl = english.headers()['cache-control']!;
  expect(cacheControl).toMatch(/\bprivate\b/);
  expect(cacheControl).toMatch(/\bno-cache\b/);
  expect(cacheControl).not.toMatch(/s-maxage|public/);
});

test('a trailing-slash redirect carries the security headers', async ({ request }) => {
  const response = await request.get('/nosotros/', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/nosotros');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers()['strict-transport-security']).toBeTruthy();
});
