import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { docx, macroDocx } from '../../lib/testing/docx-fixtures';
import { speakFrom } from '../support/client-address';

test.use(speakFrom('careerDocx'));

// A CV in Word format is checked by its content on the server: a DOCX with macros is refused with
// the reason, in the visitor's language, with and without JavaScript; a clean one is accepted.
// The files are built here, into a temporary folder, so no binary enters the repository.

let dir: string;
const cv = (name: string) => path.join(dir, name);

test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cv-docx-'));
  writeFileSync(cv('Hoja de vida.docx'), docx());
  writeFileSync(cv('CV con macros.docx'), macroDocx());
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@empresa.co`;

const es = {
  path: '/carrera',
  submit: 'Enviar postulación',
  labels: ['Nombre', 'Apellidos', 'Correo electrónico', 'Profesión'],
  area: 'Área de interés',
  consent: /Acepto la/,
  resume: 'Hoja de vida',
  unsafe:
    'La hoja de vida contiene macros, objetos incrustados o contenido que se descarga de internet. Guárdela como PDF, o como DOCX sin ellos, e intente de nuevo.',
  received: 'Postulación recibida',
};
const en = {
  path: '/en/career',
  submit: 'Submit application',
  labels: ['First name', 'Last name', 'E-mail', 'Profession'],
  area: 'Area of interest',
  consent: /I accept the/,
  resume: 'CV',
  unsafe:
    'Your CV contains macros, embedded objects or content fetched from the internet. Save it as a PDF, or as a DOCX without them, and try again.',
  received: 'Application received',
};

async function apply(page: Page, text: typeof es, file: string) {
  await page.goto(text.path);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: text.submit }) });
  const [first, last, email, profession] = text.labels;
  await form.getByRole('textbox', { name: first, exact: true }).fill('Ana');
  await form.getByRole('textbox', { name: last, exact: true }).fill('Pérez Gómez');
  await form.getByRole('textbox', { name: email, exact: true }).fill(unique('docx'));
  await form.getByRole('textbox', { name: profession, exact: true }).fill('Abogada');
  await form.getByLabel(text.area).selectOption('tax');
  await form.getByLabel(text.consent).check();
  await form.locator('input[type=file][name=resume]').setInputFiles(cv(file));
  await form.getByRole('button', { name: text.submit }).click();
  return form;
}

async function expectRefused(page: Page, text: typeof es, form: ReturnType<Page['locator']>) {
  // Under the field, and in the summary at the top.
  await expect(form.getByText(text.unsafe, { exact: true })).toBeVisible();
  await expect(page.locator('[data-form-problems]').getByRole('link')).toHaveText([
    `${text.resume}: ${text.unsafe}`,
  ]);
}

// The career form takes 5 posts a day from one address, and the whole suite shares one: this
// spec posts 3 times (the refused CV and its clean replacement on one page, and once without
// JavaScript), the other career specs twice.
test('a DOCX with macros is refused with the reason, then the clean one is accepted', async ({
  page,
}) => {
  const form = await apply(page, es, 'CV con macros.docx');
  await expectRefused(page, es, form);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await form.locator('input[type=file][name=resume]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/cv-shots/career-docx-refused-${width}.png` });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
    expect(blocking).toEqual([]);
  }
  await form.locator('input[type=file][name=resume]').setInputFiles(cv('Hoja de vida.docx'));
  await form.getByRole('button', { name: es.submit }).click();
  await expect(page.getByText(es.received).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a DOCX with macros is refused with the reason, in English on the English page', async ({
    page,
  }) => {
    const form = await apply(page, en, 'CV con macros.docx');
    await expectRefused(page, en, form);
  });
});
